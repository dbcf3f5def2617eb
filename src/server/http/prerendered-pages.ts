import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the build wrote a page's address (scripts/build/prerender.mjs); filled in at start. */
const publicUrlToken = '%PUBLIC_URL%';

export const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** One page's HTML, compressed once at start: a phone on slow 4G gets ~19 kB for '/' instead of ~100. */
export interface PageBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export async function compressPage(html: string | Buffer): Promise<PageBody> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** Sends the page in the best encoding the browser accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBody): FastifyReply {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  // The page itself must be revalidated so a deploy reaches every visitor.
  void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/** Page path -> its prerendered HTML, plus the 404 page under `notFound`; public address filled in. */
export type PrerenderedPages = Map<string, string>;

/**
 * The pages the build rendered to HTML ('/', /login, /signup, the password pages, the 404
 * page), from prerendered-pages.json, with this server's public address where the build left
 * `%PUBLIC_URL%` (canonical link, link-preview tags, structured data). None without a build.
 */
export async function readPrerenderedPages(webRoot: string, publicUrl: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(await readFile(path.join(webRoot, 'prerendered-pages.json'), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    return pages;
  }
  const address = attribute(publicUrl);
  for (const [key, file] of Object.entries(manifest)) {
    const html = await readFile(path.join(webRoot, file), 'utf8');
    pages.set(
      key,
      html.replaceAll(publicUrlToken, () => address),
    );
  }
  return pages;
}
