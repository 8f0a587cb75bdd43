/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { runPipeline, steps } from '@/tooling/build/pipeline';

import { goldenCopy, publishedDigests } from './goldenExport';

describe('the post-build pipeline', () => {
  it('runs its steps in this order', () => {
    expect(steps.map((step) => step.name)).toEqual([
      'inline-css',
      'alias-pages',
      'paint-first',
      'csp',
      'compile-hints',
      'host-files',
      'precompress',
    ]);
  });

  it('turns the golden export into exactly the files the published build made of it', () => {
    const out = goldenCopy();
    try {
      const log: string[] = [];
      runPipeline({ root: process.cwd(), out, nextVersion: '16.4.6', log: (line) => log.push(line) });
      expect(log).toHaveLength(7);
      const files = readdirSync(out, { recursive: true, encoding: 'utf8' })
        .map((name) => name.split(path.sep).join('/'))
        .filter((name) => statSync(path.join(out, name)).isFile())
        .sort();
      const digests = Object.fromEntries(
        files.map((file) => [
          file,
          createHash('sha256')
            .update(readFileSync(path.join(out, file)))
            .digest('hex'),
        ]),
      );
      expect(digests).toEqual(publishedDigests());
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('stops before any step on another Next version', () => {
    expect(() =>
      runPipeline({ root: process.cwd(), out: '/nonexistent', nextVersion: '17.0.0', log: () => {} }),
    ).toThrow(/Next 17\.0\.0/);
  });
});
