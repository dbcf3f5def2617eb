import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** 256 random bits, URL-safe: session tokens, proofs and link tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are random and long, so a plain SHA-256 is enough to store them without storing them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A uniformly random code of `length` digits, leading zeros kept. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Codes have only a million values, so a bare hash could be reversed by trying them all; the
 * HMAC key (AUTH_SECRET) is not in the database, and the address binds the code to its owner.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// scrypt parameters from OWASP's password storage cheat sheet (N=2^17, r=8, p=1).
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;
const SCRYPT_MAXMEM = 256 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { ...SCRYPT, maxmem: SCRYPT_MAXMEM });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAXMEM,
  });
  return timingSafeEqual(actual, expected);
}

/** Keyed signature for links that carry their own data (approval links). */
export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
