/** Time comes from here so tests can step past expiries and billing periods. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
