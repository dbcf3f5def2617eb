import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appRoutePatterns } from '../../shared/routes.js';
import type { ErrorBody } from '../../shared/api/errors.js';
import { serveCrawlerFiles } from './crawler-files.js';
import { attribute, compressPage, readPrerenderedPages, sendPage, type PageBody } from './prerendered-pages.js';

/**
 * `compress` remembering what it made for each HTML: most of the ~30 routes serve the same app
 * shell, and brotli at quality 11 is the slow part of starting. Made per start, so nothing
 * outlives the app it served.
 */
export function compressEachPageOnce(
  compress: (html: string) => Promise<PageBody> = compressPage,
): (html: string, link?: string) => Promise<PageBody> {
  const bodies = new Map<string, Promise<PageBody>>();
  return async (html, link) => {
    let body = bodies.get(html);
    if (!body) {
      body = compress(html);
      bodies.set(html, body);
    }
    // The Link header belongs to the route, not to the HTML it shares with others.
    return link ? { ...(await body), link } : body;
  };
}

/** Vite puts content-hashed files here; a changed file gets a new name, so they never go stale. */
const immutableCache = 'public, max-age=31536000, immutable';
const shortCache = 'public, max-age=3600';

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

/**
 * The page's HTML naming its own code and largest image, so the browser fetches them alongside
 * the entry. They go before the first script or style, so the preload scanner meets them first.
 */
function pageHtml(html: string, preloads: RoutePreloads | undefined): string {
  if (!preloads) return html;
  const links = [
    ...preloads.images.map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}" media="${attribute(image.media)}">`,
    ),
    ...preloads.modules.map((file) => `<link rel="modulepreload" crossorigin href="${attribute(file)}">`),
  ];
  const at = html.search(/<script|<style|<link rel="stylesheet"|<\/head>/);
  return at < 0 ? html : `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}

/** Files the build writes for the server (scripts/build/prerender.mjs), not for browsers. */
const buildInternals = ['/prerendered', '/prerendered-pages.json', '/landing.html'];

function looksLikeFile(url: string): boolean {
  return path.extname(url.split('?', 1)[0] ?? '') !== '';
}

/**
 * Serves the built React app: its files, every route of the spec's table with its HTML (the
 * page prerendered by the build where there is one, else the app's empty shell), and, for any
 * other page path, the prerendered 404 page with status 404. Also robots.txt and sitemap.xml.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | undefined, publicUrl: string): Promise<void> {
  const indexHtml = webRoot
    ? await readFile(path.join(webRoot, 'index.html'), 'utf8').catch(() => undefined)
    : undefined;
  let notFoundPage: PageBody | undefined;
  serveCrawlerFiles(app, publicUrl);

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file (scripts/build/precompress.mjs).
      preCompressed: true,
      // The build's prerendered pages are served, filled in, by their routes only: as files they
      // would be second copies of the pages with the public address left out.
      allowedPath: (pathName) =>
        !buildInternals.some((internal) => pathName === internal || pathName.startsWith(`${internal}/`)),
      setHeaders(reply, filePath) {
        const relative = path.relative(webRoot, filePath);
        void reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? immutableCache : shortCache);
      },
    });
    const preloads = await readRoutePreloads(webRoot);
    const prerendered = await readPrerenderedPages(webRoot, publicUrl);
    const compress = compressEachPageOnce();
    for (const pattern of appRoutePatterns) {
      const html = pageHtml(prerendered.html.get(pattern) ?? indexHtml, preloads[pattern]);
      const page = await compress(html, prerendered.linkHeaders.get(pattern));
      app.get(pattern, (request, reply) => sendPage(request, reply, page));
    }
    notFoundPage = await compress(prerendered.html.get('notFound') ?? indexHtml);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isPagePath = !request.url.startsWith('/api/') && !looksLikeFile(request.url);
    if (wantsPage && isPagePath && notFoundPage) return sendPage(request, reply.status(404), notFoundPage);
    const body: ErrorBody = { error: 'Not found', code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
