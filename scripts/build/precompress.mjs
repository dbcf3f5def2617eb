import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const textFiles = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression;
 * the server (@fastify/static with preCompressed) sends whichever the browser accepts. On a
 * phone's connection this is most of the landing page's load time: its JavaScript is ~300 kB
 * raw and ~90 kB compressed (docs/decisions/004-landing-performance.md).
 */
/** @returns {import('vite').Plugin} */
export function precompress() {
  return {
    name: 'keepsake-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const files = Object.keys(bundle).filter((file) => textFiles.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(path.join(dir, file));
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          if (br.length < data.length) await writeFile(path.join(dir, `${file}.br`), br);
          if (gz.length < data.length) await writeFile(path.join(dir, `${file}.gz`), gz);
        }),
      );
    },
  };
}
