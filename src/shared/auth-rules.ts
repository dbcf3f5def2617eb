/**
 * The numbers behind sign-in, decided by us where the spec is silent (README: Accounts).
 * The browser uses some of them (code length, password length, resend countdown).
 */
export const authRules = {
  codeLength: 6,
  codeTtlMinutes: 10,
  codeMaxWrongAttempts: 5,
  resendCooldownSeconds: 60,
  proofTtlMinutes: 10,
  passwordMinLength: 6,
  /** The product's own bearer token (main e-mail-code flow). */
  sessionTtlDays: 30,
  /** The confirm-email session: a short access token that the browser refreshes. */
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlDays: 30,
  /**
   * Two tabs may trade the same refresh token at once: within this many seconds of a rotation,
   * the token just traded gets the same new pair back instead of counting as reuse.
   */
  refreshReuseGraceSeconds: 10,
  resetTokenTtlMinutes: 60,
  confirmationTokenTtlHours: 24,
  emailChangeCodeTtlMinutes: 10,
} as const;

/** Rate limits: at most `max` requests per `windowSeconds`, counted per e-mail address or per client address. */
export const rateLimits = {
  sendCodePerEmail: { max: 5, windowSeconds: 3600 },
  sendCodePerClient: { max: 20, windowSeconds: 3600 },
  verifyPerEmail: { max: 10, windowSeconds: 900 },
  verifyPerClient: { max: 50, windowSeconds: 900 },
  passwordLoginPerEmail: { max: 10, windowSeconds: 900 },
  passwordLoginPerClient: { max: 50, windowSeconds: 900 },
  passwordResetPerEmail: { max: 3, windowSeconds: 3600 },
  passwordResetPerClient: { max: 20, windowSeconds: 3600 },
  signupPerClient: { max: 20, windowSeconds: 3600 },
  /** Card-text generation: a customer tries a few descriptions and tones, not hundreds. */
  generatePerUser: { max: 30, windowSeconds: 3600 },
  /** Style previews decode the picture and render four styles: the same budget as generation. */
  stylePreviewsPerUser: { max: 30, windowSeconds: 3600 },
  /**
   * The editor's treated front picture: asked for once per settled crop or style, so a customer
   * shaping a card asks dozens of times; each draws a cached 1200 px copy, tens of milliseconds.
   */
  frontPicturesPerUser: { max: 600, windowSeconds: 3600 },
  /**
   * The same calls within a minute: dragging and settling a crop asks about once a second at
   * most, while a script spending the hour's budget at once would queue every first decode.
   */
  frontPicturesBurstPerUser: { max: 60, windowSeconds: 60 },
  /** A stored upload drawn again after a reload: a few per card, each decoding the file once. */
  uploadPreviewsPerCaller: { max: 60, windowSeconds: 3600 },
  /** Each order attempt may store a 250 MB upload: a person places a few, a script thousands. */
  orderCreatePerUser: { max: 20, windowSeconds: 3600 },
  /** Page views: a visitor changes page a few times a minute; a script would fill the table. */
  pageViewsPerClient: { max: 300, windowSeconds: 900 },
} as const;
