// Node's built-ins in the CMS's preview (cms/build.ts): the content schemas that the pages import read files
// when they check the data, which the preview never asks of them (it gets the content already read).
function unavailable(): never {
  throw new Error('cms/preview: no file system in the browser.');
}

export const existsSync = (): boolean => false;
export const readFileSync = unavailable;
export const statSync = unavailable;
export const createHash = unavailable;
const path = { join: (...parts: string[]) => parts.join('/'), resolve: unavailable, dirname: unavailable, sep: '/' };
export default path;
