// `npm run editar`: the staff edit the site on their own computer. Starts decap-server, which saves what the
// CMS at /admin writes straight into the data files (127.0.0.1 only: it has no sign-in), and the development
// server, which shows each saved change on its page; runs `npm run check:contenido` after every save and
// prints the result, in Spanish, for the rules the CMS's form cannot show. Ctrl+C stops everything.
//   npm run editar [-- --puerto 3000] [-- --puerto-cms 8081]
// CONTENT_ROOT names another folder with content/ and public/ (the tests edit a temporary copy).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';

import { checkContent } from '../content/check/check';
import { contentRoot } from '../content/schema/root';
import { PHOTO_FOLDER } from '../lib/photos';
import { unreadableMessage, writePhotoVariants } from '../tooling/assets/photo-variants';

const project = path.resolve(__dirname, '..');
const root = contentRoot();

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name}: indique un número de puerto (por ejemplo ${fallback}).`);
    process.exit(2);
  }
  return value;
}

const port = option('--puerto', 3000);
const cmsPort = option('--puerto-cms', 8081);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs one preparation step in the foreground; a failure is reported, not fatal: editing may fix it. */
function prepare(script: string, what: string) {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: project, env, stdio: 'inherit' });
  if (result.status !== 0) console.error(`No se pudo preparar ${what}: revise los mensajes de arriba.`);
}

const children: ChildProcess[] = [];
let stopping = false;

/** Starts a server in its own process group, so that stopping it stops its workers too. */
function start(command: string, args: string[], extraEnv: Record<string, string>) {
  // A stop asked for during the preparation (which blocks) comes before any server has started.
  if (stopping) return;
  const child = spawn(command, args, { cwd: project, env: { ...env, ...extraEnv }, stdio: 'inherit', detached: true });
  child.once('exit', (code) => stop(code ?? 1));
  children.push(child);
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exitCode = code;
  setTimeout(() => process.exit(code), 3000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

type Detector = (text: string) => Record<string, number>;

/** The content check, printed as the staff read it after each save. */
function report(detect: Detector, changed?: string) {
  const time = new Date().toLocaleTimeString('es-EC', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const problems = checkContent(root, detect);
  const what = changed ? `Guardado ${changed}` : 'Contenido';
  if (problems.length === 0) {
    console.log(`[${time}] ${what}: contenido correcto.`);
    return;
  }
  console.log(
    `[${time}] ${what}: ${problems.length === 1 ? '1 problema' : `${problems.length} problemas`} que corregir:`,
  );
  for (const line of problems) console.log(`  - ${line}`);
}

async function main() {
  console.log('Preparando el editor de contenido…');
  const { eld } = await import('eld/small');
  const detect: Detector = (text) => eld.detect(text).getScores();
  report(detect);
  prepare('photos', 'las fotos');
  prepare('images', 'las imágenes de vista previa');
  prepare('fonts', 'la fuente');
  prepare('cms', 'el editor (/admin)');

  start(process.execPath, [path.join(project, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    BIND_HOST: '127.0.0.1',
    PORT: String(cmsPort),
    MODE: 'fs',
    GIT_REPO_DIRECTORY: root,
    LOG_LEVEL: 'warn',
  });
  start(
    path.join(project, 'node_modules', '.bin', 'next'),
    ['dev', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      CONTENT_ROOT: root,
    },
  );

  let timer: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  // One run after another: two runs at once, each with its own listing of content/fotos/, would remove
  // what the other just wrote.
  let queue = Promise.resolve();
  watch(path.join(root, 'content'), { recursive: true }, (_, file) => {
    if (!file || !(file.endsWith('.yaml') || file.startsWith(`${PHOTO_FOLDER}${path.sep}`))) return;
    changed.add(`content/${file.split(path.sep).join('/')}`);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...changed];
      changed = new Set();
      // Every batch runs the photo step (quick when nothing is missing): Node's recursive watcher on Linux can miss
      // the files of a folder made a moment before, but not the data file saved with them. A failed run is printed
      // and the next one still runs.
      queue = queue
        .then(async () => {
          try {
            const { unreadable } = await writePhotoVariants(root, path.join(project, 'public'));
            for (const unreadableFile of unreadable) console.log(`  - ${unreadableMessage(unreadableFile)}`);
          } catch (error) {
            console.error(error);
          }
          if (!stopping) report(detect, files.join(', '));
        })
        .catch((error: unknown) => console.error(error));
    }, 300);
  });

  console.log(
    `\nEditor de contenido: abra http://127.0.0.1:${port}/admin (guarda en ${path.join(root, 'content')}).` +
      `\nCada página se ve en http://127.0.0.1:${port}/ con los cambios guardados. Ctrl+C para terminar.\n`,
  );
}

void main();
