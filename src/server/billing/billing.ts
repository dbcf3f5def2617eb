/**
 * Billing's public face: plans, invoices, saved cards and refunds of payments. Other rooms call
 * these; only billing writes the subscriptions, invoices and payment_methods tables.
 */
export {
  activatePlan,
  cancelPendingPlan,
  createPendingPlan,
  otherPlanCardsUsed,
  planPurchaseRefusal,
  recordProcessorPlan,
  reservePlanCard,
  returnPlanCard,
  stopReplacedPurchases,
  type ReplacedPurchases,
} from './plan-purchase.js';
export {
  issueInvoice,
  markPlanPaid,
  orderInvoiced,
  paymentRecorded,
  saveCard,
  type InvoiceLine,
  type ReceivedPayment,
} from './record-payment.js';
export {
  endPlanAtProcessor,
  endRefundedPlan,
  lockOrderInvoice,
  orderRefundedCents,
  refundLockedInvoice,
  refundPlan,
  type InvoiceRefund,
  type RefundDeps,
} from './refund-payment.js';
export { sendRefundEmail } from './refund-email.js';
export { orderRefunds } from './credit-notes.js';
export { findLivePlan, planStatus, type SubscriptionRow } from './subscription-views.js';
