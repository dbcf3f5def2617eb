/**
 * The card room's public face for other rooms: what an order's card says now. Its HTTP routes,
 * jobs and files are wired in app.ts; only this folder writes the card tables.
 */
export { latestDesigns, orderViewsWithLatestDesigns, type LatestDesign } from './latest-designs.js';
export { approvedPrintPdf } from './approved-print-file.js';
