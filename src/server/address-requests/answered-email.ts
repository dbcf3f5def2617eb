import { eq } from 'drizzle-orm';
import { addressRequestEmailTexts as texts } from '../../shared/address-request-texts.js';
import { paths } from '../../shared/routes.js';
import type { AppServices } from '../app-services.js';
import { users } from '../db/schema.js';
import { jobNames, type JobRegistry } from '../jobs/jobs.js';
import { composeNoticeEmail } from '../mail/compose-email.js';

/** Queued once an address arrives through a link; the e-mail goes out off the visitor's request. */

type Deps = Pick<AppServices, 'db' | 'mailer' | 'publicUrl'>;

/** Tells the owner whose address arrived. Data: {ownerId, name}; an account deleted meanwhile gets nothing. */
export async function mailAddressRequestAnswered(deps: Deps, data: Record<string, unknown>): Promise<void> {
  const ownerId = typeof data.ownerId === 'string' ? data.ownerId : '';
  const name = typeof data.name === 'string' ? data.name : '';
  if (!ownerId || !name) return;
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
  if (!owner || owner.email.endsWith('.invalid')) return;
  await deps.mailer.send(
    await composeNoticeEmail(
      { to: owner.email, subject: texts.subject(name) },
      {
        heading: texts.heading(name),
        paragraphs: [texts.body(name)],
        button: { label: texts.button, url: `${deps.publicUrl}${paths.accountAddresses}` },
      },
    ),
  );
}

/** The room's background work: the owner's e-mail when someone answered their link. */
export function registerAddressRequestJobs(registry: JobRegistry, deps: Deps): void {
  registry.on(jobNames.addressRequestAnswered, (data) => mailAddressRequestAnswered(deps, data));
}
