import { and, eq } from 'drizzle-orm';
import type { OccasionCard } from '../../shared/api/occasions.js';
import { addDays } from '../../shared/occasion-dates.js';
import { occasionMessages } from '../../shared/occasion-texts.js';
import { paths } from '../../shared/routes.js';
import type { AppServices } from '../app-services.js';
import { AppError } from '../http/app-error.js';
import { recipientOccasions, recipients } from './schema.js';
import { readSignedToken, signToken } from '../security/signed-urls.js';

// Its own purpose, so no other signed token (unsubscribe, review links) passes as this one.
const purpose = 'occasion-card';
/** The link keeps working a while after the day: a belated card is still a card. */
const daysAfterOccasion = 30;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const payloadPattern = new RegExp(`^(${uuid})_(${uuid})_(\\d{4}-\\d{2}-\\d{2})$`);

/**
 * The reminder's "Start a card" link: /create?for=<token>. The token is signed rather than two
 * bare ids so the create flow can say whose occasion it is before the customer signs in (the
 * link sits in the owner's own inbox), and it stops working 30 days after the occasion, so an
 * old e-mail does not keep showing the recipient's name to whoever finds it.
 */
export function occasionCardUrl(
  secret: string,
  publicUrl: string,
  card: { recipientId: string; occasionId: string; date: string },
): string {
  const token = signToken(secret, purpose, `${card.recipientId}_${card.occasionId}_${card.date}`);
  return `${publicUrl}${paths.create}?for=${encodeURIComponent(token)}`;
}

/** What a link stands for, while it is valid and its occasion still exists; otherwise a 404. */
export async function readOccasionCard(
  deps: Pick<AppServices, 'db' | 'clock' | 'secret'>,
  token: string,
): Promise<OccasionCard> {
  const notFound = new AppError('NOT_FOUND', occasionMessages.notFound);
  const payload = readSignedToken(deps.secret, purpose, token);
  const match = payload ? payloadPattern.exec(payload) : null;
  if (!match) throw notFound;
  const [, recipientId = '', occasionId = '', date = ''] = match;
  const today = deps.clock.now().toISOString().slice(0, 10);
  if (addDays(date, daysAfterOccasion) < today) throw notFound;
  const [row] = await deps.db
    .select({ recipientName: recipients.name, kind: recipientOccasions.kind, name: recipientOccasions.name })
    .from(recipientOccasions)
    .innerJoin(recipients, eq(recipients.id, recipientOccasions.recipientId))
    .where(and(eq(recipientOccasions.id, occasionId), eq(recipients.id, recipientId)));
  if (!row) throw notFound;
  return { recipientId, occasionId, date, ...row };
}
