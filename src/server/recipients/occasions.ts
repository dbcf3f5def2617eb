import { and, asc, count, eq } from 'drizzle-orm';
import type { Occasion, OccasionFields, OccasionList } from '../../shared/api/occasions.js';
import { nextOccurrence, utcToday } from '../../shared/occasion-dates.js';
import { maxOccasionsPerRecipient, occasionMessages } from '../../shared/occasion-texts.js';
import { addressBookMessages } from '../../shared/address-book-texts.js';
import type { AppServices } from '../app-services.js';
import { AppError } from '../http/app-error.js';
import { recipientOccasions, recipients } from './schema.js';

type Deps = Pick<AppServices, 'db' | 'clock'>;
type Row = typeof recipientOccasions.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toOccasion(row: Row, today: string): Occasion {
  return {
    id: row.id,
    recipientId: row.recipientId,
    kind: row.kind,
    name: row.name,
    month: row.month,
    day: row.day,
    year: row.year,
    repeats: row.repeats,
    remindDaysBefore: row.remindDaysBefore,
    nextDate: nextOccurrence(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Soonest first; a one-time occasion that has passed goes last. */
function bySoonest(a: Occasion, b: Occasion): number {
  return (a.nextDate ?? '9999').localeCompare(b.nextDate ?? '9999') || a.createdAt.localeCompare(b.createdAt);
}

/**
 * The caller's recipient, or the address book's 404: another customer's recipient, a made-up id
 * and a malformed one all answer the same, so the answer never tells which ids exist.
 */
async function ownRecipientId(db: Deps['db'], userId: string, recipientId: string): Promise<string> {
  if (!uuidPattern.test(recipientId)) throw new AppError('NOT_FOUND', addressBookMessages.notFound);
  const [row] = await db
    .select({ id: recipients.id })
    .from(recipients)
    .where(and(eq(recipients.id, recipientId), eq(recipients.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', addressBookMessages.notFound);
  return row.id;
}

function occasionNotFound(): AppError {
  return new AppError('NOT_FOUND', occasionMessages.notFound);
}

export async function listOccasions(deps: Deps, userId: string, recipientId: string): Promise<OccasionList> {
  const id = await ownRecipientId(deps.db, userId, recipientId);
  const rows = await deps.db.select().from(recipientOccasions).where(eq(recipientOccasions.recipientId, id));
  const today = utcToday(deps.clock.now());
  return { occasions: rows.map((row) => toOccasion(row, today)).sort(bySoonest), limit: maxOccasionsPerRecipient };
}

/** Every occasion of every recipient the caller keeps, for the address book's one request. */
export async function listAllOccasions(deps: Deps, userId: string): Promise<OccasionList> {
  const rows = await deps.db
    .select({ occasion: recipientOccasions })
    .from(recipientOccasions)
    .innerJoin(recipients, eq(recipients.id, recipientOccasions.recipientId))
    .where(eq(recipients.userId, userId))
    .orderBy(asc(recipientOccasions.createdAt));
  const today = utcToday(deps.clock.now());
  return {
    occasions: rows.map(({ occasion }) => toOccasion(occasion, today)).sort(bySoonest),
    limit: maxOccasionsPerRecipient,
  };
}

export async function addOccasion(
  deps: Deps,
  userId: string,
  recipientId: string,
  fields: OccasionFields,
): Promise<Occasion> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const id = await ownRecipientId(tx, userId, recipientId);
    // The recipient's row is locked so two adds at once cannot both squeeze under the cap.
    await tx.select({ id: recipients.id }).from(recipients).where(eq(recipients.id, id)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(recipientOccasions)
      .where(eq(recipientOccasions.recipientId, id));
    if ((held?.n ?? 0) >= maxOccasionsPerRecipient) {
      throw new AppError('CONFLICT', occasionMessages.tooMany(maxOccasionsPerRecipient));
    }
    const [inserted] = await tx
      .insert(recipientOccasions)
      .values({ recipientId: id, ...fields, createdAt: now, updatedAt: now })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('insert returned no row');
  return toOccasion(row, utcToday(now));
}

export async function updateOccasion(
  deps: Deps,
  userId: string,
  recipientId: string,
  occasionId: string,
  fields: OccasionFields,
): Promise<Occasion> {
  const id = await ownRecipientId(deps.db, userId, recipientId);
  if (!uuidPattern.test(occasionId)) throw occasionNotFound();
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(recipientOccasions)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(recipientOccasions.id, occasionId), eq(recipientOccasions.recipientId, id)))
    .returning();
  if (!row) throw occasionNotFound();
  return toOccasion(row, utcToday(now));
}

export async function deleteOccasion(deps: Deps, userId: string, recipientId: string, occasionId: string) {
  const id = await ownRecipientId(deps.db, userId, recipientId);
  if (!uuidPattern.test(occasionId)) throw occasionNotFound();
  const deleted = await deps.db
    .delete(recipientOccasions)
    .where(and(eq(recipientOccasions.id, occasionId), eq(recipientOccasions.recipientId, id)))
    .returning({ id: recipientOccasions.id });
  if (deleted.length === 0) throw occasionNotFound();
}
