import { Check, Circle, ExternalLink, XCircle } from 'lucide-react';
import { afterSaleTexts as texts } from '@shared/after-sale-texts';
import type { OrderDetail } from '@shared/api/account';
import { formatDate } from '@shared/format-date';
import { Detail } from '@/components/section-card';
import { cn } from '@/lib/cn';

interface Step {
  label: string;
  at: string | null;
}

/** The steps after payment, in order; a cancelled order ends at its cancellation. */
function stepsOf(order: OrderDetail): Step[] {
  const { progress } = order;
  const steps: Step[] = [
    { label: texts.steps.ordered, at: order.paidAt },
    { label: texts.steps.approved, at: progress.approvedAt },
    { label: texts.steps.printed, at: progress.printedAt },
    { label: texts.steps.shipped, at: progress.shippedAt },
    { label: texts.steps.delivered, at: progress.deliveredAt },
  ];
  return progress.cancelledAt ? steps.filter((step) => step.at !== null) : steps;
}

function Moment({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-sm text-muted-foreground tabular-nums">
      {formatDate(at)}
    </time>
  );
}

/** Where the card is: each step with its time (upcoming ones too), and the parcel's tracking. */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const { progress } = order;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3" data-testid="order-steps">
        {stepsOf(order).map((step) => (
          <li
            key={step.label}
            className="flex flex-wrap items-center gap-x-3 gap-y-1"
            data-reached={step.at ? 'true' : 'false'}
          >
            {step.at ? (
              <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden />
            ) : (
              <Circle className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className={cn('font-medium', !step.at && 'text-muted-foreground')}>{step.label}</span>
            {step.at ? (
              <Moment at={step.at} />
            ) : (
              <span className="text-sm text-muted-foreground">{texts.upcoming}</span>
            )}
          </li>
        ))}
        {progress.cancelledAt ? (
          <li className="flex items-center gap-3 font-medium" data-reached="true">
            <XCircle className="h-4 w-4 shrink-0 text-destructive" aria-hidden />
            {texts.cancelledOn(formatDate(progress.cancelledAt))}
          </li>
        ) : null}
      </ol>
      {progress.shippedAt && (progress.carrier || progress.trackingNumber) ? (
        <div className="flex flex-col gap-2">
          <dl>
            {progress.carrier ? <Detail label={texts.carrier}>{progress.carrier}</Detail> : null}
            {progress.trackingNumber ? (
              <Detail label={texts.trackingNumber}>
                <span className="break-all">{progress.trackingNumber}</span>
              </Detail>
            ) : null}
          </dl>
          {progress.trackingUrl ? (
            <a
              href={progress.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 self-start font-medium text-primary underline underline-offset-4"
            >
              {texts.trackLink}
              <ExternalLink className="h-4 w-4" aria-hidden />
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
