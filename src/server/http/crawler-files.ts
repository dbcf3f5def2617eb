import type { FastifyInstance } from 'fastify';
import { paths } from '../../shared/routes.js';

/** The pages a search engine should find: the landing page and the public footer pages. */
const publicPages = [paths.home, paths.terms, paths.privacy, paths.contact];

/** Areas behind a sign-in, and one-off links from e-mails, kept out of search results. */
const privatePrefixes = ['/account', '/admin', '/api/', '/create/', '/orders/', '/payment', '/address-for/'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function sitemapXml(publicUrl: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${xmlText(`${publicUrl}${page}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml with this server's public address (PUBLIC_URL), made once at start. */
export function serveCrawlerFiles(app: FastifyInstance, publicUrl: string): void {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}
