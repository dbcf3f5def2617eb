import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../../..');
// https: the page must be a secure context for crypto.subtle; routed requests need no certificate.
const origin = 'https://layout-harness.test';

/**
 * Builds the layout harness page (index.html, harness.ts) with Vite as the app is built, so the
 * font files arrive as hashed assets fetched by address, exactly as on the site.
 */
export async function buildLayoutHarness(outDir) {
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    resolve: {
      alias: { '@': path.join(root, 'src/web'), '@shared': path.join(root, 'src/shared') },
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}

/** Opens the built harness in `page`, served from `outDir` without a server. */
export async function openLayoutHarness(page, outDir) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ path: path.join(outDir, new URL(route.request().url()).pathname) }),
  );
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction('"cardLayout" in window');
}
