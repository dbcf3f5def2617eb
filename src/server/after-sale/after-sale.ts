/**
 * The after-sale room's public face (issue 20): the customer cancels before printing or claims
 * the 30-day money-back guarantee after delivery; the admin refunds a claim in one step. Other
 * rooms show an order with its claim through these views.
 */
export type { AfterSaleDeps } from './after-sale-deps.js';
export { afterSaleRoutes } from './routes.js';
export { customerOrderViews, findGuaranteeClaim, withGuaranteeClaims } from './order-views.js';
