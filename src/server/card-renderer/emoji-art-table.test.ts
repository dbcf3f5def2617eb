import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const shared = path.resolve(import.meta.dirname, '../../shared/card-layout');

describe('the emoji artwork table (shared/card-layout/emoji-art.table.ts)', () => {
  it('matches the installed @twemoji/svg', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'emoji-art-'));
    execFileSync(process.execPath, [
      path.resolve(import.meta.dirname, '../../../scripts/emoji/gen-emoji-table.mjs'),
      dir,
    ]);
    const name = 'emoji-art.table.ts';
    expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run the generator`).toBe(
      readFileSync(path.join(shared, name), 'utf8'),
    );
  });
});
