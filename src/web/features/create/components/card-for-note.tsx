import { Gift } from 'lucide-react';
import type { CardFor } from '@shared/creation-session';
import { occasionCardTexts, occasionDayLabel, occasionTitle } from '@shared/occasion-texts';

/** "A card for Jane Smith's birthday on Mar 14": whose occasion a reminder started this card for. */
export function cardForSentence(cardFor: CardFor): string {
  const [, month = '1', day = '1'] = cardFor.date.split('-');
  return occasionCardTexts.cardFor(
    cardFor.recipientName,
    occasionTitle(cardFor),
    occasionDayLabel(Number(month), Number(day)),
  );
}

export function CardForNote({ cardFor }: { cardFor: CardFor | null }) {
  if (!cardFor) return null;
  return (
    <p
      className="mb-6 flex items-center gap-2 rounded-xl border bg-card p-3 text-sm font-medium"
      data-testid="card-for"
    >
      <Gift className="h-4 w-4 shrink-0 text-primary" aria-hidden />
      {cardForSentence(cardFor)}
    </p>
  );
}
