const MB = 1024 * 1024;

/**
 * How much an anonymous browser may upload before it signs in. The creation flow needs one
 * memory (a video is at most 250 MB) and perhaps a second try, so 300 MB leaves room for that
 * while keeping the red team's F6 (a script filling the disk) to 300 MB per address per hour.
 */
export const resumableUploadRules = {
  /** Unclaimed bytes one client key, or one address, may hold at once. */
  anonymousMaxBytes: 300 * MB,
  /** An upload nobody signed in to claim is deleted after this long. */
  unclaimedTtlMs: 3600_000,
  /** A claimed upload no order took is deleted after this long (the session's lifetime is far shorter). */
  claimedTtlMs: 24 * 3600_000,
  /** New uploads per minute: per anonymous client key and address, and per signed-in customer. */
  creationsPerClient: { max: 10, windowSeconds: 60 },
  creationsPerUser: { max: 20, windowSeconds: 60 },
} as const;
