/**
 * The print lab room's public face (issue 20, decision 017): a print-on-demand lab takes
 * approved cards when PRINT_LAB_URL is set; without it everything stays with in-house
 * printing. Only this folder writes print_lab_submissions and print_lab_events.
 */
import { jobNames, type JobRegistry } from '../jobs/jobs.js';
import type { PrintLabDeps } from './print-lab-deps.js';
import { submitToLab } from './submit-to-lab.js';

export type { PrintLabDeps } from './print-lab-deps.js';
export { createHttpPrintLab, LabRequestError, type LabOrderRequest, type PrintLab } from './lab-client.js';
export { cancelAtLab, type LabCancellation } from './cancel-at-lab.js';
export { queueLabSubmission } from './submit-to-lab.js';
export { printLabRoutes } from './routes.js';

export function registerPrintLabJobs(registry: JobRegistry, deps: PrintLabDeps): void {
  registry.on(jobNames.printLabSubmit, (data) => submitToLab(deps, data));
}
