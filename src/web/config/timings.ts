/** Client timings the spec fixes (toasts, session checks, scrolling), named once. */
export const timings = {
  toastDurationMs: 5_000,
  /** Radix keeps a dismissed toast mounted this long; the spec keeps the library's number. */
  toastRemoveDelayMs: 1_000_000,
  toastLimit: 1,
  toastSwipeThresholdPx: 50,
  redirectAfterEmailConfirmMs: 2_000,
  redirectToLoginAfterExistingAccountMs: 1_500,
  afterLoginTokenStoredMs: 100,
  restoreFileOnOptionsMs: 50,
  sessionRefreshCheckMs: 30_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  headerScrollThresholdPx: 20,
  mobileBreakpointPx: 768,
} as const;
