import { and, count, eq } from 'drizzle-orm';
import { addressBookMessages, maxRecipientsPerAccount } from '../../shared/address-book-texts.js';
import { addressFieldNames } from '../../shared/addresses/address-format.js';
import type { Address } from '../../shared/addresses/validate-address.js';
import type { Recipient, RecipientList } from '../../shared/api/recipients.js';
import type { AppServices } from '../app-services.js';
import type { Tx } from '../db/database.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recipients } from './schema.js';

type Deps = Pick<AppServices, 'db' | 'clock'>;
type Row = typeof recipients.$inferSelect;

/** What the routes hand over once the request's schema has checked and normalised it. */
export interface RecipientFields {
  address: Address;
  relation?: string | undefined;
  phone?: string | undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The same sorting on PGlite and PostgreSQL, whatever their collations: the list is at most 200 rows.
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function notFound(): AppError {
  return new AppError('NOT_FOUND', addressBookMessages.notFound);
}

function toRecipient(row: Row): Recipient {
  // Written only through addressSchema, which refuses any country outside the table.
  const address: Address = { country: row.country as Address['country'] };
  for (const field of addressFieldNames) {
    const value = field === 'name' ? row.name : row[field];
    if (value !== null) address[field] = value;
  }
  return {
    id: row.id,
    name: row.name,
    relation: row.relation,
    phone: row.phone,
    address,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The address as columns: a field the country does not use, or left blank, is null. */
function addressColumns(address: Address) {
  return {
    name: address.name ?? '',
    country: address.country,
    streetAddress: address.streetAddress ?? null,
    addressLine2: address.addressLine2 ?? null,
    dependentLocality: address.dependentLocality ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postalCode: address.postalCode ?? null,
    sortingCode: address.sortingCode ?? null,
  };
}

/** Blank optional text is stored as none. */
function optionalText(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

export async function listRecipients(deps: Deps, userId: string): Promise<RecipientList> {
  const rows = await deps.db.select().from(recipients).where(eq(recipients.userId, userId));
  rows.sort((a, b) => byName.compare(a.name, b.name) || a.createdAt.getTime() - b.createdAt.getTime());
  return { recipients: rows.map(toRecipient), limit: maxRecipientsPerAccount };
}

export async function addRecipient(deps: Deps, userId: string, fields: RecipientFields): Promise<Recipient> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => insertRecipient(tx, userId, fields, now));
}

/**
 * Adds a recipient inside the caller's transaction (an address request fills one in as it marks
 * its link used). The owner's row is locked so two adds at once cannot both squeeze under the cap.
 */
export async function insertRecipient(tx: Tx, userId: string, fields: RecipientFields, now: Date): Promise<Recipient> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx.select({ n: count() }).from(recipients).where(eq(recipients.userId, userId));
  if ((held?.n ?? 0) >= maxRecipientsPerAccount) {
    throw new AppError('CONFLICT', addressBookMessages.tooMany(maxRecipientsPerAccount));
  }
  const [row] = await tx
    .insert(recipients)
    .values({
      userId,
      ...addressColumns(fields.address),
      relation: optionalText(fields.relation),
      phone: optionalText(fields.phone),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toRecipient(row);
}

/** Only the owner's row matches; any other id (someone else's, made up, malformed) is a 404. */
function ownRow(id: string, userId: string) {
  return and(eq(recipients.id, id), eq(recipients.userId, userId));
}

/**
 * Whether `id` is one of the owner's recipients. Inside a transaction the row is held (FOR KEY
 * SHARE) until it ends, so an order naming it cannot lose it to a delete in between.
 */
export async function ownsRecipient(db: Tx, userId: string, id: string): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const [row] = await db.select({ id: recipients.id }).from(recipients).where(ownRow(id, userId)).for('key share');
  return row !== undefined;
}

export async function updateRecipient(
  deps: Deps,
  userId: string,
  id: string,
  fields: Partial<RecipientFields>,
): Promise<Recipient> {
  if (!uuidPattern.test(id)) throw notFound();
  const [row] = await deps.db
    .update(recipients)
    .set({
      ...(fields.address ? addressColumns(fields.address) : {}),
      ...(fields.relation !== undefined ? { relation: optionalText(fields.relation) } : {}),
      ...(fields.phone !== undefined ? { phone: optionalText(fields.phone) } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(ownRow(id, userId))
    .returning();
  if (!row) throw notFound();
  return toRecipient(row);
}

export async function deleteRecipient(deps: Deps, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw notFound();
  const deleted = await deps.db.delete(recipients).where(ownRow(id, userId)).returning({ id: recipients.id });
  if (deleted.length === 0) throw notFound();
}

// Occasions, for the reminders room: what is due, and the link that starts a card for it.
export { occasionsToRemind, type OccasionToRemind } from './occasions-due.js';
export { occasionCardUrl } from './occasion-cards.js';
