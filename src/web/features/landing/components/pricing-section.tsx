import { Check } from 'lucide-react';
import { PageLink } from '@/components/page-link';
import { landingTexts } from '@shared/landing-texts';
import { cardPriceCents, formatUsd, planIds, plans, shippingOptions } from '@shared/pricing';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';
import { offscreenSection } from './offscreen-section';

/** Section 1 of the spec: what the one price includes. */
const included = [
  'AI-written content',
  'Premium printing',
  'Free worldwide shipping',
  'Several designs to choose from',
  'Design preview within 24 hours',
];

export function PricingSection() {
  const express = shippingOptions.express;
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className={`scroll-mt-28 bg-card py-20 md:scroll-mt-16 md:py-28 ${offscreenSection}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="One card, one honest price">
          No design fees, no shipping surprises.
        </SectionHeading>
        <div className="mt-14 grid items-start gap-8 lg:grid-cols-[1.1fr_1fr]">
          <div className="rounded-3xl bg-stone-900 p-8 text-stone-50 shadow-xl sm:p-10">
            <h3 className="text-lg font-semibold">A single card</h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-serif text-6xl font-semibold tracking-tight">{formatUsd(cardPriceCents)}</span>
              <span className="text-stone-300">per card</span>
            </p>
            <ul className="mt-8 space-y-3">
              {included.map((item) => (
                <li key={item} className="flex items-center gap-3">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-rose-500/20 text-rose-300">
                    <Check className="h-4 w-4" aria-hidden />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" className="mt-10 w-full rounded-full bg-white text-stone-900 hover:bg-rose-50">
              <PageLink to={paths.create}>{landingTexts.createCard}</PageLink>
            </Button>
            <p className="mt-4 text-center text-sm text-stone-300">
              In a hurry? Express shipping ({express.days}) is {formatUsd(express.priceCents)}.
            </p>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Sending more than one? Save with a plan</h3>
            <p className="mt-1 text-muted-foreground">Billed yearly. You can add a plan when you check out.</p>
            <ul className="mt-6 space-y-4">
              {planIds.map((id) => {
                const plan = plans[id];
                const featured = id === 'plus';
                return (
                  <li
                    key={id}
                    className={`relative rounded-2xl border bg-background p-6 ${featured ? 'border-primary shadow-lg shadow-primary/10' : ''}`}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h4 className="text-lg font-semibold">{plan.name}</h4>
                      <span
                        className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide ${
                          featured ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground'
                        }`}
                      >
                        {plan.badge}
                      </span>
                    </div>
                    <p className="mt-3">
                      <span className="font-serif text-3xl font-semibold">
                        {formatUsd(plan.priceCents, { dropZeroCents: true })}
                      </span>
                      <span className="text-muted-foreground">/year</span>
                    </p>
                    <p className="mt-1 text-muted-foreground">
                      {plan.cardsPerYear} cards a year, save {plan.savingsPercent}%
                    </p>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
