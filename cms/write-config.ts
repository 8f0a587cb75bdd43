// `npm run cms:config`: writes public/admin/config.yml from the content schemas (cms/config.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { cmsConfigYaml, CONFIG_FILE } from './yaml';

writeFileSync(path.join(process.cwd(), CONFIG_FILE), cmsConfigYaml());
console.log(`cms: ${CONFIG_FILE} escrito desde los esquemas de content/schema/.`);
