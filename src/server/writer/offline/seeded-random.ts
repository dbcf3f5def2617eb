import { createHash } from 'node:crypto';

/** A random number generator that gives the same sequence for the same seed (mulberry32). */
export type Random = () => number;

export function seededRandom(...parts: unknown[]): Random {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest();
  let state = digest.readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
