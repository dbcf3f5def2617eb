import { createHmac, timingSafeEqual } from 'node:crypto';

/** A callback signed longer ago than this is refused, so a captured one cannot be replayed later. */
export const signatureToleranceSeconds = 5 * 60;

export function labSignature(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * Checks `t=<unix seconds>,v1=<hex>` (Stripe's scheme: the timestamp is signed with the body,
 * so it cannot be moved on its own). Several v1 entries are allowed while a secret is rotated.
 */
export function verifyLabSignature(secret: string, header: string | undefined, rawBody: Buffer, now: Date): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(labSignature(secret, timestamp, rawBody), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
