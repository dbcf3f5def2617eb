import { eq } from 'drizzle-orm';
import { invoices } from '../../src/server/billing/schema.js';
import { orders } from '../../src/server/orders/schema.js';
import type { TestApp } from './test-app.js';

/** What the customer and our books see of an order after a cancellation or a refund. */
export async function orderBooks(testApp: TestApp, orderId: string) {
  const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return { order: order!, invoice: invoice! };
}

/** The admin's PATCH /api/orders/:id/status. */
export function moveStatus(
  testApp: TestApp,
  admin: { headers: Record<string, string> },
  orderId: string,
  body: { status: string; carrier?: string; trackingNumber?: string },
) {
  return testApp.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, payload: body, ...admin });
}
