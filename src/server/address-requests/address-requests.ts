import { and, count, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm';
import {
  addressRequestMessages as messages,
  addressRequestRules as rules,
  askerName,
} from '../../shared/address-request-texts.js';
import type { Address } from '../../shared/addresses/validate-address.js';
import type {
  AddressRequestView,
  CreatedAddressRequest,
  PendingAddressRequest,
} from '../../shared/api/address-requests.js';
import { paths } from '../../shared/routes.js';
import type { AppServices } from '../app-services.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { insertRecipient } from '../recipients/recipients.js';
import { hashToken, newToken } from '../security/tokens.js';
import { addressRequests } from './schema.js';

type Deps = Pick<AppServices, 'db' | 'clock' | 'publicUrl'>;
type Row = typeof addressRequests.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayMs = 24 * 3600 * 1000;

/** Used, expired, cancelled or made up: one answer, so a stranger cannot tell them apart. */
function linkInvalid(): AppError {
  return new AppError('NOT_FOUND', messages.linkInvalid);
}

function optionalText(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function toPending(row: Row): PendingAddressRequest {
  return {
    id: row.id,
    name: row.nameHint,
    relation: row.relation,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Still waiting: not used, not expired. */
function pendingOf(userId: string, now: Date) {
  return and(eq(addressRequests.userId, userId), isNull(addressRequests.usedAt), gt(addressRequests.expiresAt, now));
}

export function addressRequestUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.addressFor.replace(':token', encodeURIComponent(token))}`;
}

/** POST /api/account/address-requests: a new personal link; its token is answered once and stored only hashed. */
export async function createAddressRequest(
  deps: Deps,
  userId: string,
  input: { name?: string | undefined; relation?: string | undefined },
): Promise<CreatedAddressRequest> {
  const now = deps.clock.now();
  const token = newToken();
  const row = await deps.db.transaction(async (tx) => {
    // The owner's row is locked so two requests at once cannot both squeeze under the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // Links that can no longer be used are of no further use to anyone.
    await tx
      .delete(addressRequests)
      .where(
        and(
          eq(addressRequests.userId, userId),
          or(isNotNull(addressRequests.usedAt), lte(addressRequests.expiresAt, now)),
        ),
      );
    const [held] = await tx.select({ n: count() }).from(addressRequests).where(pendingOf(userId, now));
    if ((held?.n ?? 0) >= rules.maxPendingPerAccount) {
      throw new AppError('CONFLICT', messages.tooManyPending(rules.maxPendingPerAccount));
    }
    const [inserted] = await tx
      .insert(addressRequests)
      .values({
        userId,
        tokenHash: hashToken(token),
        nameHint: optionalText(input.name),
        relation: optionalText(input.relation),
        expiresAt: new Date(now.getTime() + rules.lifetimeDays * dayMs),
        createdAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('insert returned no row');
  return { request: toPending(row), url: addressRequestUrl(deps.publicUrl, token) };
}

export async function listPendingRequests(deps: Deps, userId: string): Promise<PendingAddressRequest[]> {
  const rows = await deps.db
    .select()
    .from(addressRequests)
    .where(pendingOf(userId, deps.clock.now()))
    .orderBy(addressRequests.createdAt);
  return rows.map(toPending);
}

/** DELETE /api/account/address-requests/:id: the link stops working at once. Another's, like a made-up one, is a 404. */
export async function revokeAddressRequest(deps: Deps, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw new AppError('NOT_FOUND', messages.notFound);
  const deleted = await deps.db
    .delete(addressRequests)
    .where(and(eq(addressRequests.id, id), eq(addressRequests.userId, userId)))
    .returning({ id: addressRequests.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', messages.notFound);
}

/** The link's row with its owner's first name, while it can still be used. */
async function usableRequest(deps: Deps, token: string) {
  const [found] = await deps.db
    .select({ request: addressRequests, firstName: users.firstName })
    .from(addressRequests)
    .innerJoin(users, eq(users.id, addressRequests.userId))
    .where(
      and(
        eq(addressRequests.tokenHash, hashToken(token)),
        isNull(addressRequests.usedAt),
        gt(addressRequests.expiresAt, deps.clock.now()),
      ),
    );
  return found;
}

/** GET /api/address-requests/:token: who asked (first name only) and the name they typed for you. */
export async function viewAddressRequest(deps: Deps, token: string): Promise<AddressRequestView> {
  const found = await usableRequest(deps, token);
  if (!found) throw linkInvalid();
  return { askedBy: askerName(found.firstName), name: found.request.nameHint };
}

/**
 * POST /api/address-requests/:token: the address becomes a recipient in the owner's book, in the
 * same transaction that marks the link used. The conditional UPDATE is the lock: of two sends at
 * once, the second waits for the first's row lock, then finds `used_at` set and matches nothing,
 * so no second recipient is made. A full book refuses and rolls back, so the link still works
 * once the owner makes room.
 */
export async function answerAddressRequest(
  deps: Deps,
  token: string,
  answer: { address: Address; phone?: string | undefined },
): Promise<{ askedBy: string; ownerId: string; name: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(addressRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(addressRequests.tokenHash, hashToken(token)),
          isNull(addressRequests.usedAt),
          gt(addressRequests.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) throw linkInvalid();
    const [owner] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, claimed.userId));
    const askedBy = askerName(owner?.firstName);
    try {
      await insertRecipient(
        tx,
        claimed.userId,
        { address: answer.address, relation: claimed.relation ?? undefined, phone: answer.phone },
        now,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT')
        throw new AppError('CONFLICT', messages.bookFull(askedBy));
      throw error;
    }
    // What the customer typed about the person now lives on the recipient; the used row keeps none of it.
    await tx.update(addressRequests).set({ nameHint: null, relation: null }).where(eq(addressRequests.id, claimed.id));
    return { askedBy, ownerId: claimed.userId, name: answer.address.name ?? '' };
  });
}
