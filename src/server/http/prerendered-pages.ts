import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the build wrote a page's address (scripts/build/prerender.mjs); filled in at start. */
const publicUrlToken = '%PUBLIC_URL%';

export const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One page's HTML, compressed once at start: a phone on slow 4G gets ~19 kB for '/' instead of ~100. */
export interface PageBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A Link header naming what the page needs first (the landing page's hero photo). */
  link?: string;
}

export async function compressPage(html: string | Buffer, link?: string): Promise<PageBody> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, ...(link ? { link } : {}) };
}

/** Sends the page in the best encoding the browser accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody): FastifyReply {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  // The page itself must be revalidated so a deploy reaches every visitor.
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (page.link) void reply.header('link', page.link);
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

const structuredData = /(<script type="application\/ld\+json">)([\s\S]*?)(<\/script>)/g;

/** `value` inside a JSON string in a script element: JSON's escapes, and no `<` to end the element. */
const jsonText = (value: string) => JSON.stringify(value).slice(1, -1).replaceAll('<', '\\u003c');

/** The page with this server's address where the build left `%PUBLIC_URL%`, escaped for where it stands. */
export function withPublicUrl(html: string, publicUrl: string): string {
  return html
    .replace(
      structuredData,
      (_match, open: string, json: string, close: string) =>
        `${open}${json.replaceAll(publicUrlToken, () => jsonText(publicUrl))}${close}`,
    )
    .replaceAll(publicUrlToken, () => attribute(publicUrl));
}

/** Page path -> its prerendered HTML (404 page under `notFound`, public address filled in) and Link header. */
export interface PrerenderedPages {
  html: Map<string, string>;
  linkHeaders: Map<string, string>;
}

/**
 * The pages the build rendered to HTML ('/', /login, /signup, the password pages, the 404
 * page), from prerendered-pages.json, with this server's public address where the build left
 * `%PUBLIC_URL%` (canonical link, link-preview tags, structured data). None without a build.
 */
export async function readPrerenderedPages(webRoot: string, publicUrl: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = { html: new Map(), linkHeaders: new Map() };
  let manifest: { pages: Record<string, string>; linkHeaders: Record<string, string> };
  try {
    manifest = JSON.parse(await readFile(path.join(webRoot, 'prerendered-pages.json'), 'utf8')) as typeof manifest;
  } catch {
    return pages;
  }
  for (const [key, file] of Object.entries(manifest.pages)) {
    // A page missing from the build is served as the app's shell, as without a build.
    const html = await readFile(path.join(webRoot, file), 'utf8').catch(() => undefined);
    if (html !== undefined) pages.html.set(key, withPublicUrl(html, publicUrl));
  }
  for (const [key, link] of Object.entries(manifest.linkHeaders)) pages.linkHeaders.set(key, link);
  return pages;
}
