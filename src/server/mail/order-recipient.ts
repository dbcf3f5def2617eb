import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

/**
 * The address an e-mail about an order goes to. Only {@link orderRecipient} makes one, so an
 * order e-mail cannot be addressed to anything else (the type says so at compile time).
 */
export type OrderRecipient = string & { readonly __orderRecipient: unique symbol };

/**
 * The account's own address, proved at sign-up or at its last change, never the free-text
 * e-mail typed at checkout (orders.email, kept for the invoice and the admin): these mails
 * carry links that approve the design or change the order.
 */
export async function orderRecipient(db: Db, order: { userId: string }): Promise<OrderRecipient> {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  // orders.user_id is NOT NULL and the user cannot be deleted under it (ON DELETE RESTRICT).
  if (!owner) throw new Error(`order owner ${order.userId} not found`);
  return owner.email as OrderRecipient;
}
