// @ts-check
// Next's build adapter (`adapterPath` in next.config.ts): `next build` calls onBuildComplete once the static
// export is in out/, and a thrown error fails the build. Next loads this file with a plain import(), which
// cannot read TypeScript on Node 20: hence JavaScript, handing over to the pipeline through tsx.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'sitio-integrador-cuenca',
  async onBuildComplete({ projectDir, nextVersion, config }) {
    if (config.output !== 'export') throw new Error('El pipeline posterior al build espera `output: export`.');
    /** @type {typeof import('./pipeline')} */
    const { runPipeline } = await tsImport('./pipeline.ts', import.meta.url);
    runPipeline({ root: projectDir, out: path.join(projectDir, 'out'), nextVersion });
  },
};

export default adapter;
