import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const shared = path.resolve(import.meta.dirname, '../../shared/card-layout');

describe('the fallback font range tables (shared/card-layout/font-ranges*.table.ts)', () => {
  it("match the installed packages' unicode.json", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-ranges-'));
    execFileSync(process.execPath, [
      path.resolve(import.meta.dirname, '../../../scripts/fonts/gen-font-ranges.mjs'),
      dir,
    ]);
    for (const name of ['font-ranges.table.ts', 'font-ranges-han.table.ts']) {
      expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run the generator`).toBe(
        readFileSync(path.join(shared, name), 'utf8'),
      );
    }
  });
});
