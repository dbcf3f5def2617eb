import { AlertTriangle } from 'lucide-react';
import type { PrintCheckView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';

/** The pre-print checks, shown before the customer approves. */
export function PrintChecks({ checks }: { checks: PrintCheckView[] }) {
  if (checks.length === 0) return null;
  return (
    <section
      aria-labelledby="print-checks-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="print-checks"
    >
      <h2 id="print-checks-heading" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden />
        {texts.checksHeading}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6 text-sm">
        {checks.map((check) => (
          <li key={`${check.code}-${check.part ?? ''}`}>{check.message}</li>
        ))}
      </ul>
    </section>
  );
}
