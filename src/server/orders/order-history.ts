import { asc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../shared/api/admin.js';
import type { Db, Tx } from '../db/database.js';
import { orderAuditLog } from './schema.js';

export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** Writes one line of an order's history; pass the transaction the change itself runs in. */
export async function audit(
  tx: Tx,
  entry: {
    orderId: string;
    actor: AuditActor;
    action: string;
    from?: string | null;
    to?: string | null;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(orderAuditLog).values({
    orderId: entry.orderId,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    fromValue: entry.from ?? null,
    toValue: entry.to ?? null,
    note: entry.note ?? null,
    createdAt: entry.at,
  });
}

export async function orderHistory(db: Db, orderId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(orderAuditLog)
    .where(eq(orderAuditLog.orderId, orderId))
    .orderBy(asc(orderAuditLog.createdAt));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    fromValue: row.fromValue,
    toValue: row.toValue,
    note: row.note,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}
