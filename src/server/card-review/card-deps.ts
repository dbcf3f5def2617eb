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
> & {
  /** Told after an approval commits: a configured print lab takes the card from there (issue 20). */
  onApproved?: (orderId: string) => Promise<void>;
};
