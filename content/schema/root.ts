import path from 'node:path';

let reading: string | undefined;

/**
 * The folder that holds content/ and public/: the project, or the copy that CONTENT_ROOT names (the CMS tests
 * edit a temporary copy, and the layout tests build the site from content at its smallest and largest).
 * While `readingFrom` runs, the folder it names: the schemas look for images under its public/.
 */
export function contentRoot(): string {
  return reading ?? path.resolve(process.env.CONTENT_ROOT || process.cwd());
}

/** Runs `read` with `root` as the content's folder. */
export function readingFrom<T>(root: string, read: () => T): T {
  const previous = reading;
  reading = path.resolve(root);
  try {
    return read();
  } finally {
    reading = previous;
  }
}
