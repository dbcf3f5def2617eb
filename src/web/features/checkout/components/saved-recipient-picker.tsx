import type { Recipient } from '@shared/api/recipients';
import { deliveryScreenTexts as texts } from '@shared/delivery-texts';
import { SelectField } from '@/components/ui/select-field';
import { useRecipients } from '@/features/address-book/api/recipients';

/**
 * The signed-in buyer's address book as a list: choosing someone fills the fields. Shown only
 * when the book has anyone in it; mounted only for a signed-in buyer sending to someone else,
 * so nobody else's checkout asks for the list.
 */
export function SavedRecipientPicker({
  recipientId,
  onChoose,
  error,
  disabled,
}: {
  recipientId: string | null;
  /** The server's word when the chosen one is gone ("no longer in your address book"). */
  error: string | undefined;
  onChoose: (recipient: Recipient | null) => void;
  disabled: boolean;
}) {
  const { data } = useRecipients();
  const recipients = data?.recipients ?? [];
  if (recipients.length === 0) return null;
  return (
    <SelectField
      label={texts.chooseSaved}
      name="savedRecipient"
      value={recipientId ?? ''}
      error={error}
      disabled={disabled}
      onChange={(event) => onChoose(recipients.find((recipient) => recipient.id === event.target.value) ?? null)}
    >
      <option value="">{texts.newRecipient}</option>
      {recipients.map((recipient) => (
        <option key={recipient.id} value={recipient.id}>
          {recipient.relation ? `${recipient.name} (${recipient.relation})` : recipient.name}
        </option>
      ))}
    </SelectField>
  );
}
