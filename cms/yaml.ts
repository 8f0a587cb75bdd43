import { stringify } from 'yaml';

import { cmsConfig } from './config';

export const CONFIG_FILE = 'public/admin/config.yml';

/** The configuration as the committed file holds it. */
export function cmsConfigYaml(): string {
  return `# Generado por «npm run cms:config» desde content/schema/: no lo edite a mano.\n${stringify(cmsConfig(), { lineWidth: 0 })}`;
}
