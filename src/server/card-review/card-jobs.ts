import { jobNames, type JobRegistry } from '../jobs/jobs.js';
import type { CardDeps } from './card-deps.js';
import { sendDesignReminders } from './design-reminders.js';
import { renderDesignJob } from './render-design.js';

/** The card room's background work: rendering designs, and the reminder sweep every 15 minutes. */
export function registerCardJobs(registry: JobRegistry, deps: CardDeps): void {
  registry.on(jobNames.cardRender, async (data) =>
    renderDesignJob(deps, {
      orderId: String(data.orderId),
      revision: typeof data.revision === 'number' ? data.revision : undefined,
    }),
  );
  registry.every(jobNames.cardReminders, '*/15 * * * *', async () => {
    await sendDesignReminders(deps);
  });
}
