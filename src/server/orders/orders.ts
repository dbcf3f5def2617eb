/**
 * The orders room's public face: placing and paying orders, their status, history and refunds,
 * and how they are shown. Other rooms call these; only this folder writes the orders table and
 * an order's history.
 */
export type { OrderRow } from './schema.js';
export type { OrderDeps } from './order-deps.js';
export { listAdminOrders } from './list-admin-orders.js';
export { orderAddress } from './order-address.js';
export { afterOrderPaid, sendOrderEmail } from './order-paid.js';
export { markOrderPaid, markOrderPaymentFailed } from './mark-order-paid.js';
export { registerOrderJobs } from './order-jobs.js';
export { audit, orderHistory, type AuditActor } from './order-history.js';
export { computeOrderStats } from './order-stats.js';
export {
  findOrder,
  findUserOrder,
  getAdminOrderDetail,
  getUserOrderDetail,
  listUserOrders,
  memoryLink,
  memoryPath,
  type CardWording,
  type OrderViewDeps,
} from './order-views.js';
export { afterRefund, refundLockedOrder, refundOrder, type RefundOutcome, type RefundRequest } from './refund-order.js';
export { orderPaymentRefusal } from './start-payment.js';
export { unpaidPlanPayments } from './unpaid-plan-payments.js';
export {
  inPrintQueue,
  lockOrder,
  markPrinted,
  moveOrderStatus,
  notifyStatusChange,
  printSteps,
  returnToPrintQueue,
  startPrinting,
  type FulfilmentStep,
  type Shipment,
  type StatusChange,
} from './fulfilment.js';
export { orderProgress } from './order-views.js';
export {
  listPrintQueue,
  lockOrdersById,
  lockQueuedOrders,
  ordersForPrinting,
  type PrintingOrder,
  type PrintQueueRow,
} from './print-queue.js';
export { recordShipments, type ShipmentEntry } from './record-shipments.js';
export { releaseApprovedOrder, replaceOrderMemory, updateOrderStatus } from './update-status.js';
export { cancelLockedOrder } from './cancel-order.js';
export { findOrders } from './find-orders.js';
