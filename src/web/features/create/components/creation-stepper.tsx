import { creationSteps } from '@shared/creation-screen-texts';
import { Stepper } from '@/components/ui/stepper';

/** The creation flow's three steps; `current` is 1, 2 or 3. */
export function CreationStepper({ current }: { current: 1 | 2 | 3 }) {
  return (
    <Stepper
      label="Card creation progress"
      steps={creationSteps}
      current={current}
      layout="columns"
      className="mx-auto w-full max-w-xl"
    />
  );
}
