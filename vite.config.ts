import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/build/precompress.mjs';
import { routePreloads } from './scripts/build/route-preloads.mjs';
import { siteDescription } from './src/shared/landing-texts';
import { appRoutePatterns, paths } from './src/shared/routes';
import { storedSignInScript } from './src/shared/stored-sign-in';

/**
 * React Router (~13 kB gzipped, on every page) publishes its build with development warnings
 * switched on, and leaves code the app never uses (NavLink, Form, ScrollRestoration, ...)
 * impossible to drop: its components come from forwardRef calls not marked pure, followed by
 * `displayName` assignments that only React DevTools read. For the production build this
 * takes its warning-free build, marks those calls pure and drops the assignments, so the
 * bundler leaves out what nothing imports (~2 kB gzipped off the landing page).
 */
function slimReactRouter(): Plugin {
  const productionEntry = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');
  return {
    name: 'keepsake-slim-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? productionEntry : null;
    },
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      const slim = code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext))\(/g, '= /* @__PURE__ */ $1(');
      // Lines stay where they were, so the existing source map still fits.
      return { code: slim, map: null };
    },
  };
}

/**
 * What both pages' heads carry from src/shared: the description meta (the shared text with the
 * shared price, never typed twice) and the stored sign-in script, which must run before the
 * first paint and match the hash the server's Content-Security-Policy admits byte for byte.
 */
function sharedHead(): Plugin {
  const attribute = siteDescription.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return {
    name: 'keepsake-shared-head',
    transformIndexHtml: (html) => ({
      html: html.replaceAll('%KEEPSAKE_DESCRIPTION%', () => attribute),
      tags: [{ tag: 'script', children: storedSignInScript, injectTo: 'head-prepend' }],
    }),
  };
}

function clientBuildPlugins(landingBuild: boolean): Plugin[] {
  // The landing page's hero photo is preloaded by its prerendered HTML (scripts/build/prerender.mjs).
  if (landingBuild) return [precompress()];
  return [
    routePreloads({
      // Every other page's route table is a chunk of its own (src/web/app/router.tsx): named in
      // those pages' HTML, it downloads alongside the entry instead of after it.
      ...Object.fromEntries(
        appRoutePatterns
          .filter((pattern) => pattern !== paths.home)
          .map((pattern) => [pattern, { page: 'src/web/app/page-routes.tsx' }]),
      ),
    }),
    precompress(),
  ];
}

const preactCompat = path.resolve(import.meta.dirname, 'src/web/lib/preact-compat');

/**
 * '/' is hydrated by Preact's React compatibility layer (~4 kB gzipped where React DOM is ~60
 * kB, the bytes that shared slow 4G with the hero photo); its HTML still comes from React's own
 * renderer (prerender.tsx). Everything '/' loads, the signed-in account area included, runs on
 * it. docs/decisions/020-prerendered-pages.md, "Preact on '/'".
 */
const preactForReact = [
  { find: /^react$/, replacement: path.join(preactCompat, 'react.ts') },
  { find: /^react-dom\/client$/, replacement: path.join(preactCompat, 'react-dom-client.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Set by scripts/build/build-web.mjs: the test command builds into a folder of its own. */
const buildDir = path.resolve(import.meta.dirname, process.env.KEEPSAKE_BUILD_DIR ?? 'dist');

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/**
 * Three builds (scripts/build/build-web.mjs): the app (index.html); '/' (landing.html, `--mode
 * landing`), a graph of its own so that no module the app shares with it brings along what only
 * the app uses (one chunk split between two entries kept zod on '/'); and the prerendering
 * build (`--ssr`). docs/decisions/020-prerendered-pages.md.
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  const landingBuild = mode === 'landing';
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: [
      react(),
      slimReactRouter(),
      tailwindcss(),
      sharedHead(),
      // The prerendering build (`vite build --ssr prerender.tsx`, package.json) only renders
      // HTML for scripts/build/prerender.mjs; what follows is for the browser's build.
      ...(isSsrBuild ? [] : clientBuildPlugins(landingBuild)),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: path.resolve(import.meta.dirname, 'src/web') },
        { find: '@shared', replacement: path.resolve(import.meta.dirname, 'src/shared') },
        ...(landingBuild && !isSsrBuild ? preactForReact : []),
      ],
    },
    build: {
      outDir: path.join(buildDir, isSsrBuild ? 'prerender' : 'web'),
      // The landing build adds '/' to the app's build, which comes first.
      ...(landingBuild ? { rollupOptions: { input: path.resolve(import.meta.dirname, 'src/web/landing.html') } } : {}),
      emptyOutDir: !landingBuild,
      target: 'es2022',
      // Browsers without modulepreload (Safari before 17) fetch modules when they are imported
      // instead; the polyfill cost every visitor bytes on the landing page.
      modulePreload: { polyfill: false },
      // Card font files are fetched (their bytes are measured), and the Content-Security-Policy's
      // connect-src admits no data: URL: a small one inlined as data: would never load.
      assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
      sourcemap: !isSsrBuild,
    },
    server: {
      port: 3000,
      // The API also serves the emoji artwork the editor draws (server/card-review/emoji-art-routes.ts).
      proxy: { '/api': apiTarget, '/card-emoji': apiTarget },
    },
  };
});
