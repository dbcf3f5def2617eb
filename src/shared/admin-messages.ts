/** Admin texts, word for word, and the ones the spec leaves to us. */
export const adminMessages = {
  statusUpdated: { title: 'Success', description: 'Order status updated successfully' },
  statusUpdateFailed: 'Failed to update status',
  notAllowed: 'You do not have permission to see this page.',
  unpaidCannotMove: 'An unpaid order stays pending until it is paid.',
  cancelledCannotMove: 'This order was cancelled by the customer and refunded; its status no longer changes.',
  nothingToRefund: 'This order has no card payment to refund.',
  alreadyRefunded: 'This order has already been refunded.',
  refundTooLarge: 'A refund cannot be more than the order was paid.',
  noPlanToRefund: 'This customer has no plan payment to refund here; refund the order that bought the plan.',
  refunded: 'Refund issued',
} as const;

/** 'completed' is recognised for display and shown like delivered. */
export const orderStatusLabels: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
};
