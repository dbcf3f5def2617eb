import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { printLabSubmissions } from './schema.js';

export type SubmissionRow = typeof printLabSubmissions.$inferSelect;
export type SubmissionStatus =
  'queued' | 'submitted' | 'received' | 'printed' | 'shipped' | 'delivered' | 'failed' | 'gave_up' | 'cancelled';

export async function findSubmission(db: Db, orderId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(printLabSubmissions).where(eq(printLabSubmissions.orderId, orderId));
  return row;
}

export async function findSubmissionByLabId(db: Db, labOrderId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(printLabSubmissions).where(eq(printLabSubmissions.labOrderId, labOrderId));
  return row;
}

export async function updateSubmission(
  db: Db,
  orderId: string,
  changes: Partial<Omit<SubmissionRow, 'orderId' | 'status'>> & { status?: SubmissionStatus; updatedAt: Date },
): Promise<void> {
  await db.update(printLabSubmissions).set(changes).where(eq(printLabSubmissions.orderId, orderId));
}
