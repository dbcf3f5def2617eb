import { checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { Stepper } from '@/components/ui/stepper';

/** The checkout's two-step indicator: Your Details, then Payment. */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  return <Stepper label="Checkout progress" steps={texts.steps} current={current} layout="inline" />;
}
