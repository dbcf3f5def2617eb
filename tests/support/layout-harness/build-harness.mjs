import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../../..');
// https: the page must be a secure context for crypto.subtle; routed requests need no certificate.
const origin = 'https://layout-harness.test';
// The app serves Twemoji's artwork at /card-emoji/<version>/<file>.svg; the harness from the package.
const emojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/**
 * Builds the harness pages with Vite as the app is built, so the font files arrive as hashed
 * assets fetched by address, exactly as on the site: the layout alone (index.html, harness.ts)
 * the real editor with the app's styles (editor.html, editor-harness.tsx), and one page drawn as
 * the editor draws it, for the golden images (golden.html, golden-harness.tsx).
 */
export async function buildLayoutHarness(outDir) {
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: { '@': path.join(root, 'src/web'), '@shared': path.join(root, 'src/shared') },
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      // Never shipped: one unsplit editor page is fine, and the warning would sit in the bench's output.
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: {
          index: path.join(import.meta.dirname, 'index.html'),
          editor: path.join(import.meta.dirname, 'editor.html'),
          golden: path.join(import.meta.dirname, 'golden.html'),
        },
      },
    },
  });
}

/** Opens a built harness page (`file`) in `page`, served from `outDir` without a server. */
async function openHarness(page, outDir, file) {
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const emoji = /^\/card-emoji\/[^/]+\/([0-9a-f-]+\.svg)$/.exec(pathname);
    return route.fulfill({ path: emoji ? path.join(emojiDir, emoji[1]) : path.join(outDir, pathname) });
  });
  await page.goto(`${origin}/${file}`);
}

export async function openLayoutHarness(page, outDir) {
  await openHarness(page, outDir, 'index.html');
  await page.waitForFunction('"cardLayout" in window');
}

/** Opens the editor page in `style`, once its pages are drawn in that style's fonts. */
export async function openEditorHarness(page, outDir, style) {
  await openHarness(page, outDir, `editor.html?style=${encodeURIComponent(style)}`);
  await page.waitForFunction('window.editorBench?.ready()');
}

/** Opens the golden-image page: nothing drawn until the test shows a page (window.goldenPage). */
export async function openGoldenHarness(page, outDir) {
  await openHarness(page, outDir, 'golden.html');
  await page.waitForFunction('window.goldenPage?.ready()');
}
