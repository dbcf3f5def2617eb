import { and, eq, inArray } from 'drizzle-orm';
import { cardDesigns, cardReviews } from '../db/schema-cards.js';
import { cardFileKey } from './card-file-store.js';
import type { CardDeps } from './card-deps.js';

/** The approved revision of a card: its style and a way to read its print PDF when it is needed. */
export interface ApprovedPrint {
  revision: number;
  style: string;
  loadPrintPdf: () => Promise<Uint8Array>;
}

/**
 * The print files of the approved designs of these orders, keyed by order id (issue 20): what
 * the customer approved is what is printed. An order without an approved, rendered design is
 * absent. The PDFs are read one at a time as a batch's file is written, never all at once.
 */
export async function approvedPrints(
  deps: Pick<CardDeps, 'db' | 'files'>,
  orderIds: readonly string[],
): Promise<Map<string, ApprovedPrint>> {
  const result = new Map<string, ApprovedPrint>();
  if (orderIds.length === 0) return result;
  const rows = await deps.db
    .select({
      orderId: cardDesigns.orderId,
      revision: cardDesigns.revision,
      style: cardDesigns.style,
      files: cardDesigns.files,
    })
    .from(cardReviews)
    .innerJoin(
      cardDesigns,
      and(eq(cardDesigns.orderId, cardReviews.orderId), eq(cardDesigns.revision, cardReviews.currentRevision)),
    )
    .where(
      and(
        inArray(cardReviews.orderId, [...orderIds]),
        eq(cardReviews.state, 'approved'),
        eq(cardDesigns.status, 'ready'),
      ),
    );
  for (const row of rows) {
    const key = row.files?.pdf ?? cardFileKey(row.orderId, row.revision, 'card.pdf');
    result.set(row.orderId, {
      revision: row.revision,
      style: row.style,
      loadPrintPdf: () => deps.files.read(key),
    });
  }
  return result;
}

/** One order's approved print PDF; undefined when its design is not approved and rendered. */
export async function approvedPrintPdf(
  deps: Pick<CardDeps, 'db' | 'files'>,
  orderId: string,
): Promise<Uint8Array | undefined> {
  return (await approvedPrints(deps, [orderId])).get(orderId)?.loadPrintPdf();
}
