/**
 * The print-batches room's public face (issue 20): the admin's in-house print queue, its batches
 * and their files, and marking cards shipped. Its routes are wired in app.ts; only this folder
 * writes print_batches and print_batch_orders (the orders move through the orders room's steps).
 */
export { printBatchRoutes } from './routes.js';
export type { PrintBatchDeps } from './print-batch-deps.js';
