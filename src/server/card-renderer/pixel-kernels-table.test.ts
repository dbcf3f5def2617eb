import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pixelKernelsWasm } from './pixel-kernels.table';

const name = 'pixel-kernels.table.ts';

/** The ids of a WebAssembly binary's sections, in order (the format's own framing: id, LEB128 size). */
function sectionIds(binary: Buffer): number[] {
  const ids: number[] = [];
  let at = 8;
  while (at < binary.length) {
    ids.push(binary[at]!);
    at += 1;
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = binary[at]!;
      at += 1;
      size += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) break;
    }
    at += size;
  }
  return ids;
}

describe('the committed WebAssembly module (pixel-kernels.table.ts)', () => {
  it('is src/wasm/pixel-kernels.ts compiled', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pixel-kernels-'));
    try {
      execFileSync(process.execPath, [
        path.resolve(import.meta.dirname, '../../../scripts/wasm/gen-pixel-kernels.mjs'),
        dir,
      ]);
      expect(readFileSync(path.join(dir, name), 'utf8'), `${name} is stale: run the generator`).toBe(
        readFileSync(path.join(import.meta.dirname, name), 'utf8'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exports what pixel-kernels.ts calls, imports nothing and keeps no data in its memory', () => {
    const binary = Buffer.from(pixelKernelsWasm, 'base64');
    const module = new WebAssembly.Module(binary);
    expect(WebAssembly.Module.imports(module)).toEqual([]);
    expect(
      WebAssembly.Module.exports(module)
        .map((entry) => `${entry.name} ${entry.kind}`)
        .sort(),
    ).toEqual([
      'boxSample function',
      'memory memory',
      'scratchBytes function',
      'slackBytes global',
      'treatRealistic function',
      'treatVintage function',
    ]);
    // pixel-kernels.ts lays its buffers out from address 0: a data section (11) would be overwritten.
    const ids = sectionIds(binary);
    expect(ids).toContain(10);
    expect(ids).not.toContain(11);
  });
});
