import type { AppServices } from '../app-services.js';

/** `secret` signs invoice download links and renewal notices' cancel links; `limiter` guards the latter. */
export type BillingDeps = Pick<
  AppServices,
  'db' | 'clock' | 'processor' | 'mailer' | 'logger' | 'publicUrl' | 'secret' | 'limiter'
>;
