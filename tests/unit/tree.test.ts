import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The source tree must check out cleanly on macOS and Windows too, whose file systems ignore case.
const root = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['-c', 'core.quotepath=off', 'ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

describe('source tree', () => {
  it('is listed by git', () => {
    expect(tracked).toContain('package.json');
  });

  it('has no two paths that differ only by letter case', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of tracked) {
      const key = file.toLowerCase();
      if (seen.has(key)) clashes.push(`${seen.get(key)} ↔ ${file}`);
      seen.set(key, file);
    }
    expect(clashes).toEqual([]);
  });

  // ASCII names are NFC names too.
  it('has only ASCII file and folder names (the accented route is data, not a folder)', () => {
    expect(tracked.filter((file) => /[^\x20-\x7e]/.test(file))).toEqual([]);
  });
});
