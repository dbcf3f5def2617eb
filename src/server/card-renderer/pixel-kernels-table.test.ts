import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the committed WebAssembly module (pixel-kernels.table.ts)', () => {
  it('is src/wasm/pixel-kernels.ts compiled', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pixel-kernels-'));
    execFileSync(process.execPath, [
      path.resolve(import.meta.dirname, '../../../scripts/wasm/gen-pixel-kernels.mjs'),
      dir,
    ]);
    const name = 'pixel-kernels.table.ts';
    expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run the generator`).toBe(
      readFileSync(path.join(import.meta.dirname, name), 'utf8'),
    );
  });
});
