import { Clock, Gift } from 'lucide-react';
import { useMemo, type Ref } from 'react';
import type { CardOption } from '@shared/api/generate';
import { checkoutMessages, checkoutScreenTexts as texts } from '@shared/checkout-messages';
import { cardStyles, type CardStyleId } from '@shared/creation-rules';
import { cardPriceCents, formatUsd, plans, shippingOptions } from '@shared/pricing';
import { cn } from '@/lib/cn';
import type { CardDesign } from '@shared/api/order-design';
import { CardPages } from '@/features/card-design/components/card-pages';
import type { FrontPictureView } from '@/features/card-design/components/front-picture';
import { useCardLayout } from '@/features/card-design/hooks/use-card-layout';
import type { LoadPageFonts } from '@/features/card-design/hooks/use-card-page-fonts';
import { checkoutTotalCents, effectiveShipping, type CheckoutChoice } from '../lib/order-pricing';

function Line({ label, value, muted }: { label: string; value: string; muted?: boolean }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 text-sm', muted && 'text-muted-foreground')}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** YOUR ORDER: the card, its three texts, shipping, any plan, and the total. */
export function OrderSummary({
  option,
  cardStyle,
  choice,
  planCardsRemaining,
  design,
  frontPicture,
  loadPageFonts,
  transit,
  ref,
}: {
  /** How long shipping takes to the card's country ("7-14 business days"). */
  transit?: string;
  option: CardOption;
  cardStyle: CardStyleId;
  choice: CheckoutChoice;
  planCardsRemaining: number;
  /** The card as the editor left it; without one, the option as written. */
  design?: CardDesign | undefined;
  /** The front's picture, placed as the editor left it. */
  frontPicture: FrontPictureView | null;
  /** The card fonts' loader; tests hand in their own, since jsdom cannot load fonts. */
  loadPageFonts?: LoadPageFonts;
  ref?: Ref<HTMLElement>;
}) {
  const plan = choice.plan === 'none' ? null : plans[choice.plan];
  const shipping = shippingOptions[effectiveShipping(choice)];
  const cardIncluded = Boolean(plan) || choice.usesPlanCard;
  const styleName = cardStyles.find((style) => style.id === cardStyle)?.name ?? cardStyle;
  const pagesDesign = useMemo(
    () => ({ texts: design?.texts ?? option, style: cardStyle, textScale: design?.textScale }),
    [design, option, cardStyle],
  );
  const layout = useCardLayout(pagesDesign, loadPageFonts);
  const words = pagesDesign.texts;
  return (
    <section
      ref={ref}
      aria-labelledby="order-summary-heading"
      data-testid="order-summary"
      className="scroll-mt-20 rounded-2xl border bg-card shadow-sm"
    >
      <h2
        id="order-summary-heading"
        className="flex items-center gap-2 border-b px-5 py-4 text-xs font-bold tracking-widest text-muted-foreground"
      >
        <Gift className="h-4 w-4 text-primary" aria-hidden />
        {texts.yourOrder}
      </h2>
      <div className="flex flex-col gap-5 p-5">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold">{checkoutMessages.itemName}</p>
            <p className="text-sm text-muted-foreground">{`${texts.style}: ${styleName}`}</p>
          </div>
          <p className="text-right font-semibold tabular-nums">
            {cardIncluded ? (
              <>
                <s className="block text-sm font-normal text-muted-foreground">{formatUsd(cardPriceCents)}</s>
                <span className="text-sm text-primary">{texts.includedInPlan}</span>
              </>
            ) : (
              formatUsd(cardPriceCents)
            )}
          </p>
        </div>
        <p className="flex items-center gap-2 rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
          <Clock className="h-4 w-4 shrink-0" aria-hidden />
          {checkoutMessages.designNote}
        </p>

        <CardPages design={pagesDesign} layout={layout} picture={frontPicture} />

        <figure className="overflow-hidden rounded-xl border bg-gradient-to-br from-secondary via-card to-accent">
          <figcaption className="sr-only">Your chosen card text</figcaption>
          <dl className="flex flex-col divide-y divide-border/70">
            <div className="px-4 py-3">
              <dt className="text-[11px] font-semibold tracking-wider text-primary uppercase">{texts.front}</dt>
              <dd className="mt-1 font-serif text-lg leading-snug text-balance">{words.front}</dd>
            </div>
            <div className="bg-card/70 px-4 py-3">
              <dt className="text-[11px] font-semibold tracking-wider text-primary uppercase">{texts.inside}</dt>
              <dd className="mt-1 text-sm leading-relaxed whitespace-pre-line">{words.inside}</dd>
            </div>
            <div className="bg-card/70 px-4 py-3">
              <dt className="text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">{texts.back}</dt>
              <dd className="mt-1 text-sm text-muted-foreground italic">{words.back}</dd>
            </div>
          </dl>
        </figure>

        <dl className="flex flex-col gap-2 border-t pt-4">
          <Line
            label={`${texts.shipping}: ${shipping.name} (${transit ?? shipping.days})`}
            value={shipping.priceCents === 0 ? texts.free : formatUsd(shipping.priceCents)}
          />
          {plan ? <Line label={plan.name} value={`${formatUsd(plan.priceCents)}${texts.perYear}`} /> : null}
          {plan ? (
            <p className="text-xs text-muted-foreground">{texts.planIncludesThisCard(plan.cardsPerYear)}</p>
          ) : null}
          {choice.usesPlanCard && !plan ? (
            <p className="text-xs font-medium text-primary">{texts.planCardNote(planCardsRemaining)}</p>
          ) : null}
          <div className="mt-2 flex items-baseline justify-between border-t pt-3">
            <dt className="font-semibold">{texts.total}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="order-total">
              {formatUsd(checkoutTotalCents(choice))}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
