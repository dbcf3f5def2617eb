/**
 * What other rooms may know of payments: the processor contract they are handed and the events
 * it reports. Types only, so orders and billing can depend on it while payments calls them.
 */
export type {
  ContentSecuritySources,
  CreatedPayment,
  CreatedPlanPayment,
  PaymentEvent,
  PaymentProcessor,
  PlanEvent,
  SavedCard,
} from './processor.js';
