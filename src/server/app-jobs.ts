import { registerAddressRequestJobs } from './address-requests/answered-email.js';
import type { AppServices } from './app-services.js';
import { registerAuthJobs } from './auth/reset-mail.js';
import { registerBillingJobs } from './billing/billing-jobs.js';
import { registerCardJobs } from './card-review/card-jobs.js';
import { queueDesignRender } from './card-review/render-design.js';
import { jobNames } from './jobs/jobs.js';
import { createMediaUploads, type MediaUploads } from './media/media.js';
import { registerOrderJobs } from './orders/orders.js';
import { registerPrintLabJobs } from './print-lab/print-lab.js';
import { registerOccasionReminderJobs } from './reminders/occasion-reminders.js';

/**
 * Resumable uploads and the files made from them: the HTTP app receives them and the sweep job
 * deletes the unclaimed ones, so both the app and a worker build this.
 */
export function createAppMediaUploads(services: AppServices): MediaUploads {
  const { db, clock, logger } = services;
  return createMediaUploads({
    db,
    clock,
    mediaStore: services.mediaStore,
    partials: services.partialUploads,
    ffmpegPath: services.ffmpegPath,
    limits: services.limits,
    onClipFailure: (error) => logger.warn({ err: error }, 'a video preview clip could not be made'),
  });
}

/**
 * Every room's job handlers and schedules, into services.jobRegistry. buildApp calls it (the
 * one-process `npm start`, and start:web, which only queues), and so does start:worker, which
 * runs them without an HTTP app.
 */
export function registerAppJobs(services: AppServices, mediaUploads: MediaUploads): void {
  const { jobRegistry } = services;
  registerAuthJobs(jobRegistry, services);
  registerCardJobs(jobRegistry, services);
  registerOrderJobs(jobRegistry, services, (orderId) => queueDesignRender(services, orderId));
  registerBillingJobs(jobRegistry, services);
  registerOccasionReminderJobs(jobRegistry, services);
  registerPrintLabJobs(jobRegistry, services);
  registerAddressRequestJobs(jobRegistry, services);
  jobRegistry.every(jobNames.sweepMediaUploads, '*/10 * * * *', async () => {
    await mediaUploads.sweep();
  });
}
