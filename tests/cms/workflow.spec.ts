import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';

import { expect, test } from '../e2e/fixtures';
import { ended, signIn as signInThrough } from './decapServer';

// The editorial workflow of the published site, end to end and offline: decap-server in git mode (MODE=git)
// on a temporary repository, a copy of the content committed on `main`, stands for GitHub; the real CMS in
// Chromium keeps each draft on a branch `cms/<collection>/<slug>` with its status in the branch's description,
// and merges it on publish, as the GitHub backend does with a pull request.
test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const shots = process.env.SHOTS_48;
const run = promisify(execFile);
let repo: string;
let server: ChildProcess;
let gitPort: number;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const productsOn = (ref: string) =>
  parse(git('show', `${ref}:content/products.yaml`)).es.products as { name: string; description: string }[];
const BRANCH = 'cms/paginas/products';

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'sitio-flujo-'));
  for (const folder of ['content', 'public'])
    cpSync(path.join(root, folder), path.join(repo, folder), { recursive: true });
  // What a clone of the repository holds, without the build's generated files (its own .gitignore).
  rmSync(path.join(repo, 'public', 'admin', 'cms'), { recursive: true, force: true });
  writeFileSync(path.join(repo, '.gitignore'), 'public/og/\npublic/icons/\npublic/fotos/\n');
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['config', 'user.name', 'Personal de prueba'],
    ['config', 'user.email', 'personal@example.ec'],
    ['config', 'commit.gpgsign', 'false'],
    ['add', '.'],
    ['commit', '-q', '-m', 'Contenido inicial'],
  ])
    execFileSync('git', args, { cwd: repo });
  gitPort = Number(process.env.CMS_TEST_API_PORT) + 1;
  server = spawn(process.execPath, [path.join(root, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    env: {
      ...process.env,
      BIND_HOST: '127.0.0.1',
      PORT: `${gitPort}`,
      MODE: 'git',
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${gitPort}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"action":"info"}',
      }).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(repo, { recursive: true, force: true });
});

/**
 * The CMS asks whether an entry has a draft when it opens it; decap-server answers 404 when there is none, as
 * GitHub does for a branch that does not exist: expected, not an error of the page.
 */
const NO_DRAFT = '404 http://127.0.0.1:8081/api/v1';
test.afterEach(async ({ page }) => {
  await page.waitForLoadState('networkidle');
  ended.add(page);
});

/** Signed in through the git-mode server of this spec. */
const signIn = (page: Page, hash: string) => signInThrough(page, hash, gitPort);

async function openFirstProduct(page: Page) {
  await signIn(page, '/collections/paginas/entries/products');
  const name = productsOn('main')[0]!.name;
  const summary = page.getByText(name, { exact: true }).first();
  await summary.locator('xpath=preceding-sibling::div[1]//button[1]').click();
  return summary.locator('xpath=..');
}

const described =
  'Interruptor de vidrio templado de uno a cuatro canales: se controla desde la pared, el celular, por voz o por horario. Requiere línea neutra, que revisamos en la visita.';

test('an edit the form refuses never reaches a branch', async ({ page, guards }) => {
  const item = await openFirstProduct(page);
  await item.getByLabel('Nombre').fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nombre es obligatorio.')).toBeVisible();
  await expect(page.getByText('Oops, no ha rellenado un campo obligatorio.', { exact: false })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(git('branch', '--list', 'cms/*')).toBe('');
  expect(git('log', '--all', '--oneline')).not.toContain('Contenido: actualizar');
  // Decap logs the refused save as an empty console error ("undefined"): expected here, and nothing else.
  expect(guards.errors.filter((error) => error !== 'undefined' && error !== NO_DRAFT)).toEqual([]);
  guards.errors.length = 0;
});

test('save → a draft branch, main unchanged; «En revisión» → «Listo» → «Publicar» → on main, and the check passes', async ({
  page,
  guards,
}) => {
  const before = git('rev-parse', 'main');
  const item = await openFirstProduct(page);
  await item.getByLabel('Descripción').fill(described);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await expect.poll(() => git('branch', '--list', BRANCH)).toContain(BRANCH);
  expect(git('rev-parse', 'main')).toBe(before);
  expect(productsOn('main')[0]!.description).not.toBe(described);
  expect(productsOn(BRANCH)[0]!.description).toBe(described);
  expect(git('config', `branch.${BRANCH}.description`)).toBe('decap-cms/draft');

  // The board shows the draft.
  await page.goto('/admin#/workflow');
  await expect(page.getByRole('link', { name: /Productos de domótica/ })).toBeVisible();
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'workflow-board.png') });
  }

  await page.goto('/admin#/collections/paginas/entries/products');
  for (const [label, status] of [
    ['En revisión', 'pending_review'],
    ['Listo', 'pending_publish'],
  ] as const) {
    await page.getByRole('button', { name: /^Estado: / }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect.poll(() => git('config', `branch.${BRANCH}.description`)).toBe(`decap-cms/${status}`);
    expect(git('rev-parse', 'main')).toBe(before);
  }
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  // The CMS asks for confirmation («¿Está seguro…?») in a dialog of the browser.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Publicar ahora' }).click();
  await expect.poll(() => git('branch', '--list', BRANCH)).toBe('');
  expect(productsOn('main')[0]!.description).toBe(described);
  expect(git('status', '--porcelain')).toBe('');

  // `npm run check:contenido` on the published main, as CI runs it on the pull request.
  const check = await run(path.join(root, 'node_modules', '.bin', 'tsx'), ['content/check/run.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: repo },
  });
  expect(check.stdout).toBe('Contenido correcto\n');
  console.log(git('log', '--all', '--oneline', '--graph'));
  if (shots)
    writeFileSync(path.join(shots, 'workflow-git-log.txt'), `${git('log', '--all', '--oneline', '--graph')}\n`);
  expect(readFileSync(path.join(repo, 'content', 'products.yaml'), 'utf8')).toContain('revisamos en la visita');
  expect(guards.errors.filter((error) => error !== NO_DRAFT)).toEqual([]);
  guards.errors.length = 0;
});
