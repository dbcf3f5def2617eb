import { useState } from 'react';
import { accountMessages } from '@shared/account-messages';
import { addressBookScreenTexts as texts } from '@shared/address-book-texts';
import { formatAddressLines } from '@shared/addresses/format-address-lines';
import type { Recipient } from '@shared/api/recipients';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useDeleteRecipient } from '../api/recipients';
import { OccasionList } from './occasion-list';
import { RecipientForm } from './recipient-form';

/**
 * One person in the book: their name, relation and the address as the envelope will read it;
 * edited in place, deleted only after a second, explicit yes.
 */
export function RecipientItem({ recipient }: { recipient: Recipient }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const remove = useDeleteRecipient();

  if (mode === 'edit') {
    return (
      <li className="rounded-md border p-4" data-testid="recipient">
        <h3 className="mb-4 font-semibold">{texts.editRecipient}</h3>
        <RecipientForm
          recipient={recipient}
          onCancel={() => setMode('view')}
          onDone={(saved) => {
            setMode('view');
            toast({ title: texts.updated(saved.name) });
          }}
        />
      </li>
    );
  }

  const onDelete = async () => {
    try {
      await remove.mutateAsync(recipient.id);
      toast({ title: texts.deleted(recipient.name) });
    } catch (error) {
      setMode('view');
      toast({
        title: accountMessages.errorTitle,
        description: error instanceof ApiError ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-md border p-4" data-testid="recipient">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {recipient.name}
          {recipient.relation ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{recipient.relation}</span>
          ) : null}
        </p>
        <address className="flex flex-col text-sm text-muted-foreground not-italic">
          {formatAddressLines(recipient.address).map((line, index) => (
            // Lines can repeat (two blank-free lines reading the same), so their place keys them.
            <span key={index}>{line}</span>
          ))}
        </address>
        {recipient.phone ? <p className="text-sm text-muted-foreground">{recipient.phone}</p> : null}
      </div>
      {mode === 'confirm-delete' ? (
        <div role="group" aria-label={texts.confirmDelete(recipient.name)} className="flex flex-col gap-2">
          <p className="text-sm font-medium">{texts.confirmDelete(recipient.name)}</p>
          <p className="text-sm text-muted-foreground">{texts.confirmDeleteHint}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => void onDelete()}>
              {remove.isPending ? texts.deleting : texts.confirmDeleteButton}
            </Button>
            <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => setMode('view')}>
              {texts.keep}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`${texts.edit} ${recipient.name}`}
            onClick={() => setMode('edit')}
          >
            {texts.edit}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${texts.delete} ${recipient.name}`}
            onClick={() => setMode('confirm-delete')}
          >
            {texts.delete}
          </Button>
        </div>
      )}
      <OccasionList recipientId={recipient.id} />
    </li>
  );
}
