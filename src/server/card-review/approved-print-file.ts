import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { cardDesigns, cardReviews } from '../db/schema-cards.js';
import type { CardFileStore } from './card-file-store.js';
import { cardFileKey } from './card-file-store.js';

/**
 * The print PDF of the revision the customer approved, for whoever prints it (the print lab's
 * signed link, issue 20); undefined until a revision is approved and its files are ready.
 */
export async function approvedPrintPdf(
  deps: { db: Db; files: CardFileStore },
  orderId: string,
): Promise<Buffer | undefined> {
  const [approved] = await deps.db
    .select({ revision: cardReviews.currentRevision })
    .from(cardReviews)
    .innerJoin(
      cardDesigns,
      and(eq(cardDesigns.orderId, cardReviews.orderId), eq(cardDesigns.revision, cardReviews.currentRevision)),
    )
    .where(and(eq(cardReviews.orderId, orderId), eq(cardReviews.state, 'approved'), eq(cardDesigns.status, 'ready')));
  if (!approved) return undefined;
  return deps.files.read(cardFileKey(orderId, approved.revision, 'card.pdf'));
}
