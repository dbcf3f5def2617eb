import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { accountMessages } from '@shared/account-messages';
import type { Occasion } from '@shared/api/occasions';
import {
  maxOccasionsPerRecipient,
  occasionDayLabel,
  occasionKindLabels,
  occasionMessages,
  occasionScreenTexts as texts,
} from '@shared/occasion-texts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useAllOccasions, useDeleteOccasion } from '../api/occasions';
import { OccasionForm } from './occasion-form';

/** "Birthday · Mar 14 · reminder 14 days before"; a named date shows its own name. */
export function occasionSummary(occasion: Occasion): string {
  const label = occasion.kind === 'other' ? (occasion.name ?? '') : occasionKindLabels[occasion.kind];
  const day = occasionDayLabel(occasion.month, occasion.day, occasion.repeats === 'once' ? occasion.year : null);
  return texts.summary(label, day, occasion.remindDaysBefore);
}

function OccasionRow({ occasion }: { occasion: Occasion }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteOccasion();
  const summary = occasionSummary(occasion);

  if (editing) {
    return (
      <li className="rounded-md border p-3">
        <OccasionForm
          recipientId={occasion.recipientId}
          occasion={occasion}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }

  const onDelete = async () => {
    try {
      await remove.mutateAsync(occasion);
      toast({ title: texts.deleted });
    } catch (error) {
      toast({
        title: accountMessages.errorTitle,
        description: error instanceof ApiError ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="occasion">
      <span>{summary}</span>
      <span className="flex gap-2">
        <Button variant="ghost" size="sm" aria-label={texts.editLabel(summary)} onClick={() => setEditing(true)}>
          {texts.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={texts.deleteLabel(summary)}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          {texts.delete}
        </Button>
      </span>
    </li>
  );
}

/**
 * A recipient's occasions under their address: each with its day and how early the reminder
 * comes, edited or deleted in place, and a small form to add another.
 */
export function OccasionList({ recipientId }: { recipientId: string }) {
  const all = useAllOccasions();
  const [adding, setAdding] = useState(false);
  // The address book still works if occasions cannot be read; the list just stays empty.
  const occasions = (all.data?.occasions ?? []).filter((occasion) => occasion.recipientId === recipientId);
  const full = occasions.length >= (all.data?.limit ?? maxOccasionsPerRecipient);

  return (
    <section className="flex flex-col gap-2 border-t pt-3" aria-label={texts.heading}>
      <h4 className="text-sm font-semibold">{texts.heading}</h4>
      {occasions.length === 0 && all.isSuccess ? <p className="text-sm text-muted-foreground">{texts.none}</p> : null}
      {occasions.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {occasions.map((occasion) => (
            <OccasionRow key={occasion.id} occasion={occasion} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <div className="rounded-md border p-3">
          <OccasionForm recipientId={recipientId} onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </div>
      ) : full ? (
        <p className="text-sm text-muted-foreground">{occasionMessages.tooMany(maxOccasionsPerRecipient)}</p>
      ) : (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setAdding(true)} disabled={!all.isSuccess}>
          <CalendarPlus className="h-4 w-4" aria-hidden />
          {texts.add}
        </Button>
      )}
    </section>
  );
}
