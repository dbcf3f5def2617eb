import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { cardDesignEndpoints } from '../../shared/api/card-design-endpoints.js';
import { endpointPath } from '../../shared/api/endpoint.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { expiryInDays, signPath, verifySignedPath } from '../security/signed-urls.js';
import type { CardDeps } from './card-deps.js';
import { cardFileKey } from './card-file-store.js';
import type { PageName } from '../card-renderer/card-renderer.js';

/**
 * The card's pages as e-mail pictures. Previews are stored as WebP, which Outlook does not
 * show, so e-mails link JPEG copies made from them on request. Mail clients (and the proxies
 * that fetch images for them) load these from anywhere, with no Authorization header: the URL
 * carries its own signature and expiry, and the answer allows cross-origin use.
 */

/** Twice the 240 px the e-mail shows a page at, for high-density screens. */
const emailImageWidthPx = 480;
const purpose = 'email-image';

function imagePath(orderId: string, revision: number, page: PageName): string {
  return endpointPath(cardDesignEndpoints.emailImage, { orderId, revision, file: `${page}.jpg` });
}

/** An absolute PUBLIC_URL link to one page as JPEG; the expiry is rounded up to the day. */
export function emailImageUrl(
  secret: string,
  publicUrl: string,
  image: { orderId: string; revision: number; page: PageName },
  now: Date,
  lifetimeDays: number,
): string {
  const path = imagePath(image.orderId, image.revision, image.page);
  return `${publicUrl}${signPath(secret, path, expiryInDays(now, lifetimeDays), purpose)}`;
}

export const emailImageRoutes: FastifyPluginAsyncZod<{ deps: CardDeps }> = async (app, { deps }) => {
  route(app, cardDesignEndpoints.emailImage, async (request, reply) => {
    const { orderId, revision, file } = request.params;
    const page = file.replace(/\.jpg$/, '') as PageName;
    const path = imagePath(orderId, revision, page);
    if (!verifySignedPath(deps.secret, path, request.query, deps.clock.now(), purpose)) {
      throw new AppError('FORBIDDEN', 'This image link is not valid or has expired.');
    }
    const webp = await deps.files.read(cardFileKey(orderId, revision, `${page}.webp`));
    const jpeg = await sharp(webp)
      .resize({ width: emailImageWidthPx, withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return (
      reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', 'inline')
        // The mail client's page (webmail, the development mailbox) is another origin.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(jpeg)
    );
  });
};
