import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress.mjs';
import { routePreloads } from './scripts/build/route-preloads.mjs';
import { appRoutePatterns, paths } from './src/shared/routes';
// The phone's hero photo, preloaded on '/' (src/web/features/landing/components/hero-media.tsx).
import heroPhoto from './src/web/features/landing/hero-photo.json' with { type: 'json' };

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    routePreloads({
      [paths.home]: { page: 'src/web/pages/home.tsx', image: heroPhoto },
      // Every other page's route table is a chunk of its own (src/web/app/router.tsx): named in
      // those pages' HTML, it downloads alongside the entry instead of after it.
      ...Object.fromEntries(
        appRoutePatterns
          .filter((pattern) => pattern !== paths.home)
          .map((pattern) => [pattern, { page: 'src/web/app/page-routes.tsx' }]),
      ),
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/web'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget },
  },
});
