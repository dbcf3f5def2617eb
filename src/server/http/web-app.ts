import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appRoutePatterns } from '../../shared/routes.js';
import type { ErrorBody } from '../../shared/api/errors.js';

/** Vite puts content-hashed files here; a changed file gets a new name, so they never go stale. */
const immutableCache = 'public, max-age=31536000, immutable';
const shortCache = 'public, max-age=3600';
/** The page itself must be revalidated so a deploy reaches every visitor. */
const htmlCache = 'no-cache';

interface RoutePreloads {
  modules: string[];
  images: { srcset: string; sizes: string; media: string }[];
}

/** route-preloads.json from the build (scripts/build/route-preloads.mjs): page path -> what it needs first. */
async function readRoutePreloads(webRoot: string): Promise<Record<string, RoutePreloads>> {
  try {
    return JSON.parse(await readFile(path.join(webRoot, 'route-preloads.json'), 'utf8')) as Record<
      string,
      RoutePreloads
    >;
  } catch {
    return {};
  }
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The app's HTML naming the page's own code and largest image, so the browser fetches them alongside the entry. */
function pageHtml(indexHtml: Buffer, preloads: RoutePreloads | undefined): Buffer | string {
  if (!preloads) return indexHtml;
  const links = [
    ...preloads.images.map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}" media="${attribute(image.media)}">`,
    ),
    ...preloads.modules.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`),
  ];
  return indexHtml.toString('utf8').replace('</head>', `${links.join('')}</head>`);
}

function looksLikeFile(url: string): boolean {
  return path.extname(url.split('?', 1)[0] ?? '') !== '';
}

/**
 * Serves the built React app: its files, every route of the spec's table with the app's HTML,
 * and, for any other page path, the same HTML with status 404 so the app can say 'Page Not Found'.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const indexHtml = webRoot ? await readFile(path.join(webRoot, 'index.html')).catch(() => undefined) : undefined;

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file (scripts/build/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(webRoot, filePath);
        void reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? immutableCache : shortCache);
      },
    });
    const preloads = await readRoutePreloads(webRoot);
    for (const pattern of appRoutePatterns) {
      const html = pageHtml(indexHtml, preloads[pattern]);
      app.get(pattern, (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', htmlCache).send(html),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isPagePath = !request.url.startsWith('/api/') && !looksLikeFile(request.url);
    if (wantsPage && isPagePath && indexHtml) {
      return reply.status(404).type('text/html; charset=utf-8').header('cache-control', htmlCache).send(indexHtml);
    }
    const body: ErrorBody = { error: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
