import type { AppServices } from '../app-services.js';

/** What the print lab room needs from the app (built once in services.ts). */
export type PrintLabDeps = Pick<
  AppServices,
  'db' | 'clock' | 'logger' | 'mailer' | 'jobs' | 'publicUrl' | 'secret' | 'adminEmails' | 'files' | 'printLab'
>;

/** Who the order's history names for the lab's steps. */
export const labActor = { id: null, email: 'print lab' } as const;
