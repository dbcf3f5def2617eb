import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderPayload } from '../../src/shared/api/orders.js';

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----keepsake${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const samplePhoto = readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'media', 'sunset.jpg'));

/** A complete, valid order payload for a one-time card; override what a test is about. */
export function orderPayload(overrides: Partial<OrderPayload> = {}): OrderPayload {
  return {
    checkoutData: {
      selectedOption: 1,
      selectedCardStyle: 'watercolor',
      cardOptions: [
        { front: 'Front A', inside: 'Inside A', back: 'Back A' },
        { front: 'To the best sister', inside: 'Every sunset reminds me of you.', back: 'Love, Sam' },
        { front: 'Front C', inside: 'Inside C', back: 'Back C' },
      ],
    },
    contextData: { selectedTone: 'sentimental', memoryDescription: 'Our trip to the beach at sunset' },
    customerDetails: {
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@example.com',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      shippingType: 'standard',
    },
    totalPrice: '12.99',
    shippingType: 'standard',
    subscriptionPlan: 'none',
    ...overrides,
  };
}

/** The create-with-payment request: the memory file and the order data as JSON text. */
export function orderRequest(payload: unknown, file: Buffer | null = samplePhoto) {
  return multipartBody([
    ...(file ? [{ name: 'memoryFile', filename: 'sunset.jpg', contentType: 'image/jpeg', content: file }] : []),
    { name: 'orderData', value: typeof payload === 'string' ? payload : JSON.stringify(payload) },
  ]);
}
