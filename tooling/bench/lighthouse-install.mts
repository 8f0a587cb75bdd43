// Lighthouse and chrome-launcher for `npm run bench`, installed on first use into the user's cache
// (tooling/servers/npm-cache.mts) rather than as devDependencies: only the bench uses them, and as devDependencies
// they weighed on every `npm install`, the staff's and the hosts' builds included, with warnings about Node's
// version (docs/decisions/tooling.md, "What `npm install` installs and prints").
// The report's types are the parts the bench reads, written here, since the package is not in node_modules.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { cacheFolder, installCached } from '../servers/npm-cache.mts';

const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_LAUNCHER_VERSION = '1.2.1';

export interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  title: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type: string; items?: unknown[] }; // rows of a shape per audit
}
/** The parts of Lighthouse's result (its `lhr`) that the bench reads. */
export interface LighthouseReport {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment?: { hostUserAgent?: string; benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, Audit>;
}
export interface LighthouseOptions {
  port: number;
  hostname: string;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
  ignoreStatusCode: boolean;
}
export type Lighthouse = (url: string, options: LighthouseOptions) => Promise<{ lhr: LighthouseReport } | undefined>;

/** The Chromium chrome-launcher starts, with the DevTools port both measures attach to. */
export interface LaunchedChrome {
  port: number;
  process: ChildProcess;
  kill(): void;
}
export interface LaunchOptions {
  chromePath: string;
  chromeFlags: string[];
  userDataDir: string;
  handleSIGINT: boolean;
  logLevel: 'silent';
}
export type LaunchChrome = (options: LaunchOptions) => Promise<LaunchedChrome>;

/** Installs both packages into the cache if missing (once per machine and version) and imports them. */
export async function importLighthouse(): Promise<{ lighthouse: Lighthouse; launch: LaunchChrome }> {
  const entry = path.join('node_modules', 'lighthouse', 'core', 'index.js');
  const folder = installCached(
    cacheFolder(`lighthouse-${LIGHTHOUSE_VERSION}`),
    [`lighthouse@${LIGHTHOUSE_VERSION}`, `chrome-launcher@${CHROME_LAUNCHER_VERSION}`],
    entry,
  );
  const load = (file: string) => import(pathToFileURL(path.join(folder, file)).href);
  const [lighthouseModule, launcherModule] = await Promise.all([
    load(entry),
    load(path.join('node_modules', 'chrome-launcher', 'dist', 'index.js')),
  ]);
  return { lighthouse: lighthouseModule.default as Lighthouse, launch: launcherModule.launch };
}
