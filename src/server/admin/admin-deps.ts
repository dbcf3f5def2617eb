import type { AppServices } from '../app-services.js';

/** `secret` signs links to an order's memory. */
export type AdminDeps = Pick<AppServices, 'db' | 'clock' | 'mailer' | 'processor' | 'logger' | 'publicUrl' | 'secret'>;
