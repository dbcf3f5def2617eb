import { readFile } from 'node:fs/promises';
import { uploadServerMessages } from '../../shared/creation-messages.js';
import { AppError } from '../http/app-error.js';

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/**
 * Decodes the primary image of a HEIC/HEIF file to RGBA. sharp's prebuilt libvips reads the
 * HEIF container but has no HEVC decoder (a patent matter), so libheif compiled to WebAssembly
 * does the decoding. The file (at most the image limit, 25 MB) is read whole because libheif
 * takes a buffer; the pixel limit is checked from the header before any pixel is decoded.
 */
export async function decodeHeic(file: string, maxPixels: number): Promise<RawImage> {
  // Loaded on first use: libheif's WebAssembly costs ~23 MB of memory, and most uploads are not HEIC.
  const { default: decode } = await import('heic-decode');
  const buffer = await readFile(file);
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer });
  } catch {
    throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
  }
  try {
    const primary = images[0];
    if (!primary || primary.width < 1 || primary.height < 1) {
      throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
    }
    if (primary.width * primary.height > maxPixels) {
      throw new AppError('PAYLOAD_TOO_LARGE', uploadServerMessages.tooManyPixels);
    }
    const image = await primary.decode().catch(() => {
      throw new AppError('UNPROCESSABLE', uploadServerMessages.unreadableMedia);
    });
    const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { data, width: image.width, height: image.height, channels: 4 };
  } finally {
    images.dispose();
  }
}
