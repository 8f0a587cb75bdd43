import type { ExportedPage } from '../export/pages';

/** What every step of the pipeline gets: the project's root, the export's folder and its pages as they are now. */
export interface ExportContext {
  root: string;
  out: string;
  /** Listed again before each step: a step may add pages (alias-pages). */
  pages: ExportedPage[];
}

/** One post-build step; `run` changes the export in place and returns a line for the build's output. */
export interface Step {
  name: string;
  run(context: ExportContext): string;
}
