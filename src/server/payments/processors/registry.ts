import type { ProcessorKind } from '../../../shared/api/orders.js';
import type { Config } from '../../config.js';
import type { PaymentProcessor, ProcessorDeps, ProcessorModule } from '../processor.js';
import { localProcessorModule } from './local/local-processor.js';
import { stripeProcessorModule } from './stripe/stripe-processor.js';

/**
 * Every processor Keepsake can take payments with, one per kind, in order of preference: the
 * first one the configuration sets up takes the payments. The local processor needs no keys,
 * so it comes last and always answers.
 */
const processorModules: { [Kind in ProcessorKind]: ProcessorModule<Kind> } = {
  stripe: stripeProcessorModule,
  local: localProcessorModule,
};

export function createPaymentProcessor(config: Config, deps: ProcessorDeps): PaymentProcessor {
  for (const module of Object.values(processorModules)) {
    const processor = module.fromConfig(config, deps);
    if (processor) return processor;
  }
  throw new Error('No payment processor is configured');
}
