// @ts-check
// Next's build adapter (`adapterPath` in next.config.ts): `next build` calls onBuildComplete once the static
// export is in out/, and a thrown error fails the build. Plain JavaScript, since Next imports it without a
// TypeScript loader; the pipeline itself is loaded through tsx.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'sitio-integrador-cuenca',
  async onBuildComplete({ projectDir, config }) {
    if (config.output !== 'export') throw new Error('The post-build pipeline expects `output: export`.');
    /** @type {typeof import('./pipeline')} */
    const { runPipeline } = await tsImport('./pipeline.ts', import.meta.url);
    runPipeline({ out: path.join(projectDir, 'out') });
  },
};

export default adapter;
