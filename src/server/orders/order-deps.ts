import type { AppServices } from '../app-services.js';

export type OrderDeps = Pick<AppServices, 'db' | 'clock' | 'processor' | 'mailer' | 'logger' | 'publicUrl' | 'jobs'>;
