import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found by walking up from this file. The same code runs from `src/`
 * (tsx, vitest) and from `dist/server/` (npm start), at different depths.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'drizzle');

/**
 * A build is one folder holding `server/` (tsc output) and `web/` (Vite output). Compiled
 * code serves the web build beside it, so the test command can build into a private folder
 * while `dist/` serves `npm start`; code run from `src/` serves `dist/web`.
 */
function findWebBuild(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const besideCompiledServer = path.resolve(here, '..', '..', 'web');
  return existsSync(path.join(besideCompiledServer, 'index.html'))
    ? besideCompiledServer
    : path.join(projectRoot, 'dist', 'web');
}

export const webBuildFolder = findWebBuild();
