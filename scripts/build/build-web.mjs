/**
 * The web build, in three Vite builds and a prerender (docs/decisions/020-prerendered-pages.md):
 * the app (index.html), '/' on its own (landing.html, `--mode landing`), the pages bundled for
 * Node (`--ssr`), then scripts/build/prerender.mjs. `npm run build:web` builds into dist/; the
 * test command passes a folder of its own (`node scripts/build/build-web.mjs <folder>`), so the
 * end-to-end tests run what `npm start` ships. Writes <folder>/web and <folder>/prerender.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const [folder = 'dist'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const buildDir = path.resolve(root, folder);
const env = { ...process.env, KEEPSAKE_BUILD_DIR: buildDir };
const quiet = process.argv.includes('--quiet') ? ['--logLevel', 'warn'] : [];

function step(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
try {
  await step(process.execPath, [vite, 'build', ...quiet]);
  await step(process.execPath, [vite, 'build', '--mode', 'landing', ...quiet]);
  await step(process.execPath, [vite, 'build', '--ssr', 'prerender.tsx', ...quiet]);
  await step(process.execPath, [path.join(root, 'scripts/build/prerender.mjs')]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
