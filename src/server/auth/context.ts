import type { AppServices } from '../app-services.js';

/** What the account services need from the outside world, passed in once by buildApp. */
export type AuthContext = Pick<
  AppServices,
  'db' | 'mailer' | 'limiter' | 'jobs' | 'clock' | 'secret' | 'adminEmails' | 'publicUrl'
>;
