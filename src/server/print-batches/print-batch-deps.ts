import type { AppServices } from '../app-services.js';

/** What in-house printing needs from the app: the orders, the card files, the shipped e-mails. */
export type PrintBatchDeps = Pick<AppServices, 'db' | 'clock' | 'mailer' | 'logger' | 'publicUrl' | 'files' | 'secret'>;
