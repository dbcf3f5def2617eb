import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints } from '../../shared/api/orders-endpoints.js';
import type { OrderPayload } from '../../shared/api/orders.js';
import type { PictureCrop } from '../../shared/card-layout/picture-crop.js';
import { fromBuffer, subjectCrop } from '../card-renderer/card-renderer.js';
import { requireUser } from '../auth/auth-plugin.js';
import { route } from '../http/route.js';
import type { MediaUploads } from '../media/media.js';
import type { MediaStore } from '../media/media-store.js';
import { preparePicture, type PreparedPicture, type PrepareOptions } from '../media/prepare-picture.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import { correctShippingAddress } from './correct-shipping-address.js';
import { checkOrderRoom } from './order-limits.js';
import type { OrderDeps } from './order-deps.js';
import { placeOrder, type OrderKind } from './place-order.js';
import { createPaymentForOrder } from './start-payment.js';
import { keepMemory, readOrderUpload } from './read-order-upload.js';

/**
 * Where the picture's subject is, as a crop in the chosen style's box, for an order that names
 * no crop (placed without the editor): found on the checkout's small copy, which the check
 * above made anyway, so the render cuts that window and never decodes the whole photo to find it.
 */
async function subjectOf(prepared: PreparedPicture, payload: OrderPayload): Promise<PictureCrop> {
  const { width, height } = prepared.facts;
  return subjectCrop(await fromBuffer(prepared.jpeg), { width, height }, payload.checkoutData.selectedCardStyle);
}

export const orderRoutes: FastifyPluginAsyncZod<{
  deps: OrderDeps;
  mediaStore: MediaStore;
  limiter: RateLimiter;
  /** Finished resumable uploads an order may name by media id instead of sending the file. */
  uploads: MediaUploads;
  /** How the memory is decoded at checkout: generate's check. */
  prepare: Pick<PrepareOptions, 'ffmpegPath' | 'limits'>;
}> = async (app, { deps, mediaStore, limiter, uploads, prepare }) => {
  async function createWithPayment(request: FastifyRequest, kind: OrderKind) {
    const user = requireUser(request);
    // Before the upload is read, so a refused attempt writes nothing to disk.
    await checkOrderRoom(deps.db, limiter, user);
    const { payload, upload, fileName } = await readOrderUpload(request, uploads);
    let memory = null;
    try {
      // Decoded before an order exists (422 unreadable, 413 too many pixels), so nothing that
      // cannot be rendered is ever paid for.
      const prepared = upload ? await preparePicture(upload, { ...prepare, maxEdge: 256 }) : null;
      const subject = prepared && !payload.checkoutData.cardDesign?.crop ? await subjectOf(prepared, payload) : null;
      memory = upload ? await keepMemory(mediaStore, upload, fileName) : null;
      return await placeOrder(deps, user, kind, payload, memory, subject);
    } catch (error) {
      // The order was refused: its file must not linger unowned.
      if (memory) await mediaStore.remove(memory.key).catch(() => {});
      throw error;
    } finally {
      await upload?.dispose();
    }
  }

  route(app, ordersEndpoints.createWithPayment, (request) => createWithPayment(request, 'one-time'));
  route(app, ordersEndpoints.createSubscriptionWithPayment, (request) => createWithPayment(request, 'subscription'));

  route(app, ordersEndpoints.correctShippingAddress, async (request) => ({
    shipping: await correctShippingAddress(deps, requireUser(request), request.params.orderId, request.body),
  }));

  route(app, ordersEndpoints.createPaymentIntent, async (request) => ({
    clientSecret: await createPaymentForOrder(deps, requireUser(request), {
      amount: request.body.amount,
      orderId: request.body.metadata.orderId,
    }),
  }));
};
