import type { AppServices } from '../app-services.js';

/** What the card room needs from the app (built once in services.ts). */
export type CardDeps = Pick<
  AppServices,
  | 'db'
  | 'clock'
  | 'mailer'
  | 'logger'
  | 'publicUrl'
  | 'secret'
  | 'mediaStore'
  | 'files'
  | 'jobs'
  | 'ffmpegPath'
  | 'limits'
>;
