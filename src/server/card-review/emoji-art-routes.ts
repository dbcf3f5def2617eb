import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { emojiArtRoute, hasEmojiArt } from '../../shared/card-layout/emoji-art.js';
import { emojiArtVersion } from '../../shared/card-layout/emoji-art.table.js';
import { emojiArtPath } from '../card-renderer/card-renderer.js';

/**
 * The Twemoji artwork the card editor draws emoji with, from the app's own origin (the
 * Content-Security-Policy's img-src is 'self'): the very files the server's previews and PDF
 * are drawn from. Only names in the table are served, so no path can reach another file. The
 * address carries the package version, so a file is cached for good.
 */
export const emojiArtRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { version: string; name: string } }>(`${emojiArtRoute}/:version/:name`, async (request, reply) => {
    const { version, name } = request.params;
    const file = name.endsWith('.svg') ? name.slice(0, -'.svg'.length) : '';
    if (version !== emojiArtVersion || !hasEmojiArt(file)) return reply.callNotFound();
    const svg = await readFile(emojiArtPath(file));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
};
