import type { FrontPicture, FrontPictureRequest, OrderFrontPictureRequest } from '../../shared/api/card-design.js';
import { designMessages, printCheckMessages } from '../../shared/card-design-rules.js';
import { AppError } from '../http/app-error.js';
import type { MediaUploads, UploadCaller } from '../media/media.js';
import { renderFrontPicture } from '../card-renderer/card-renderer.js';
import type { CardDeps } from './card-deps.js';
import { findDesign, findReview, type OrderRow } from './design-records.js';
import type { EditorPicture, EditorPictures, StoredMemory } from './editor-pictures.js';

async function draw(
  picture: EditorPicture,
  request: Pick<FrontPictureRequest, 'style' | 'crop'>,
): Promise<FrontPicture> {
  const { webp, crop } = await renderFrontPicture(picture.source, picture.picture, request.style, request.crop ?? null);
  return { image: `data:image/webp;base64,${webp.toString('base64')}`, crop, picture: picture.picture };
}

/**
 * Before ordering: the caller's own finished upload (someone else's, an unknown or an expired
 * one is a 404, one still arriving a 409), drawn from the upright copy kept when it completed.
 */
export async function uploadFrontPicture(
  pictures: EditorPictures,
  uploads: MediaUploads,
  caller: UploadCaller,
  request: FrontPictureRequest,
): Promise<FrontPicture> {
  const media = await uploads.find(caller, request.mediaId);
  const memory: StoredMemory = {
    key: media.storageKey,
    mime: media.mime,
    shown: async () => (await uploads.readShown(media)).picture,
  };
  return draw(await pictures.open(memory), request);
}

/** Media errors no retry cures: the picture does not decode, or holds too many pixels. */
const undecodable = (error: unknown) =>
  error instanceof AppError && (error.code === 'UNPROCESSABLE' || error.code === 'PAYLOAD_TOO_LARGE');

/**
 * After payment (the change editor): the order's own picture. A card whose picture could not be
 * read waits for a new one (409), as does an order whose file is gone.
 */
export async function orderFrontPicture(
  deps: Pick<CardDeps, 'db'>,
  pictures: EditorPictures,
  order: OrderRow,
  request: Omit<OrderFrontPictureRequest, 'token'>,
): Promise<FrontPicture> {
  const review = await findReview(deps.db, order.id);
  const current = review ? await findDesign(deps.db, order.id, review.currentRevision) : undefined;
  if (current?.status === 'failed') throw new AppError('CONFLICT', designMessages.pictureUnreadable);
  if (!order.memoryKey || !order.memoryMime) throw new AppError('CONFLICT', printCheckMessages.noPicture);
  let picture: EditorPicture;
  try {
    picture = await pictures.open({ key: order.memoryKey, mime: order.memoryMime });
  } catch (error) {
    if (undecodable(error)) throw new AppError('UNPROCESSABLE', designMessages.pictureUnreadable);
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('CONFLICT', printCheckMessages.noPicture);
    }
    throw error;
  }
  return draw(picture, request);
}
