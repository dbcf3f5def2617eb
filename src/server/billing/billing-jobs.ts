import { jobNames, type JobRegistry } from '../jobs/jobs.js';
import type { BillingDeps } from './billing-deps.js';
import { sendRenewalNotices } from './renewal-notices.js';
import { renewDuePlans } from './renewals.js';

/** Processors that renew plans themselves tell us by webhook; renewDuePlans leaves theirs alone. */
export function registerBillingJobs(registry: JobRegistry, deps: BillingDeps): void {
  registry.every(jobNames.renewPlans, '*/15 * * * *', async () => {
    await renewDuePlans(deps);
  });
  // Hourly: a notice goes out within the hour a plan comes 14 days from renewing, whoever renews it.
  registry.every(jobNames.renewalNotices, '5 * * * *', async () => {
    await sendRenewalNotices(deps);
  });
}
