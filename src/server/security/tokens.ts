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

/**
 * A token computed from another with the server's key: unpredictable without the key, and the
 * same every time for the same input (`label` keeps different uses apart).
 */
export function deriveToken(secret: string, label: string, input: string): string {
  return createHmac('sha256', secret).update(`${label}\n${input}`).digest('base64url');
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

/**
 * The one comparison for secrets (hashes, signatures, password keys): its time does not depend
 * on where the two first differ, so an attacker cannot find a valid value byte by byte.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function sameHash(a: string, b: string): boolean {
  return constantTimeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

// scrypt parameters from OWASP's password storage cheat sheet (N=2^17, r=8, p=1).
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;
const SCRYPT_MAXMEM = 256 * 1024 * 1024;

/**
 * Each scrypt takes 128 MB and a thread-pool thread for a few hundred milliseconds, so a burst of
 * logins could take every thread (file and DNS work waits behind them) and the memory. At most
 * `limit` run at once; the rest wait their turn in order.
 */
function createSlots(limit: number) {
  let running = 0;
  let completed = 0;
  const waiting: (() => void)[] = [];
  return {
    limit,
    stats: () => ({ running, queued: waiting.length, completed }),
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        completed += 1;
        // The slot passes straight to the next in line, so `running` never overshoots.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export const passwordHashing = createSlots(2);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await passwordHashing.run(() =>
    scryptAsync(password, salt, SCRYPT.keyLength, { ...SCRYPT, maxmem: SCRYPT_MAXMEM }),
  );
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * The hash of a random password nobody knows, with the same parameters as real ones: checking
 * a password against it costs what a real check costs.
 */
const UNKNOWN_ACCOUNT_HASH = 'scrypt$131072$8$1$VQVK8WHjJBwNpH/5Gipyaw==$SWlsW8HfH7H40Ji3Q1AJ9WjSoOt4wMXAR1POTrZchPU=';

/**
 * Checks a password against the stored hash. With no stored hash (an unknown address, an account
 * without a password) the same work is done against a stand-in, so the time taken does not tell
 * whether the address has a password account; the answer is then always false.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? UNKNOWN_ACCOUNT_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await passwordHashing.run(() =>
    scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT_MAXMEM,
    }),
  );
  return constantTimeEqual(actual, expected) && Boolean(stored);
}
