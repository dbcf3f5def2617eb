import type { Plugin } from 'vite';

export interface ImageHint {
  files: Readonly<Record<number, string>>;
  sizes: string;
  media: string;
}

export function routePreloads(routes: Record<string, { page: string; entry?: string; image?: ImageHint }>): Plugin;
