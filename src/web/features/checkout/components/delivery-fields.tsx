import { useId } from 'react';
import { addressFieldNames } from '@shared/addresses/address-format';
import { addressBookScreenTexts } from '@shared/address-book-texts';
import type { Recipient } from '@shared/api/recipients';
import { deliveryScreenTexts as texts } from '@shared/delivery-texts';
import { AddressFields, type AddressErrors, type AddressValues } from '@/components/address-fields';
import { FieldError } from '@/components/ui/field-error';
import { TextField } from '@/components/ui/text-field';
import { withSavedRecipient, type DeliveryForm } from '../lib/delivery-form';
import type { FieldErrors } from '../lib/validate-checkout';
import type { CustomerField, CustomerForm } from '../lib/validate-customer';
import { CustomerFields } from './customer-fields';
import { SavedRecipientPicker } from './saved-recipient-picker';
import { SendToChoice } from './send-to-choice';

/** The address's own messages out of the form's ("address.postalCode" is "postalCode"). */
function addressErrors(errors: FieldErrors): AddressErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('address.'))
      .map(([key, message]) => [key.slice('address.'.length), message]),
  );
}

function Subheading({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold">{children}</h3>;
}

/**
 * Who the card goes to and where (issue 19). 'Send to me' keeps the spec's fields for a US buyer
 * and, for another country, that country's own fields (the buyer's name is the envelope's).
 * 'Send to someone else' asks the buyer only for name and e-mail, then the recipient's name,
 * address and an optional phone; a signed-in buyer can pick them from the address book or save
 * them to it.
 */
export function DeliveryFields({
  form,
  onField,
  delivery,
  onDelivery,
  errors,
  signedIn,
  disabled,
}: {
  form: CustomerForm;
  onField: (field: CustomerField, value: string) => void;
  delivery: DeliveryForm;
  /** `edited` names the fields a change touched, so their old refusals can go. */
  onDelivery: (next: DeliveryForm, edited: readonly string[]) => void;
  errors: FieldErrors;
  signedIn: boolean;
  disabled: boolean;
}) {
  const saveErrorId = useId();
  const set = (patch: Partial<DeliveryForm>, edited: readonly string[]) =>
    onDelivery({ ...delivery, ...patch }, edited);
  /** What changed between two addresses, as the form's keys; a new country asks for other fields. */
  const editedKeys = (before: AddressValues, after: AddressValues) =>
    before.country !== after.country
      ? ['address.country', ...addressFieldNames.map((name) => `address.${name}`)]
      : addressFieldNames.filter((name) => before[name] !== after[name]).map((name) => `address.${name}`);
  const buyer = <CustomerFields part="buyer" form={form} onChange={onField} errors={errors} disabled={disabled} />;
  const choice = (
    <SendToChoice
      value={delivery.sendTo}
      disabled={disabled}
      onChange={(sendTo) => set({ sendTo }, Object.keys(errors))}
    />
  );

  if (delivery.sendTo === 'me') {
    const inUs = delivery.myAddress.country === 'US';
    return (
      <>
        {choice}
        {buyer}
        <div className="flex flex-col gap-4">
          <AddressFields
            values={delivery.myAddress}
            errors={addressErrors(errors)}
            onChange={(myAddress) => set({ myAddress }, editedKeys(delivery.myAddress, myAddress))}
            section="shipping"
            disabled={disabled}
            // The buyer's first and last name fill the name line; in the US the spec's own fields follow.
            omit={inUs ? addressFieldNames : ['name']}
          />
          {inUs ? (
            <CustomerFields part="usAddress" form={form} onChange={onField} errors={errors} disabled={disabled} />
          ) : null}
        </div>
      </>
    );
  }

  const chooseSaved = (recipient: Recipient | null) =>
    onDelivery(
      recipient
        ? withSavedRecipient(delivery, recipient)
        : { ...delivery, recipient: { country: delivery.recipient.country }, phone: '', recipientId: null },
      // The saved one's refusals go with it.
      Object.keys(errors).filter((key) => key !== 'arriveBy'),
    );
  return (
    <>
      {choice}
      <div className="flex flex-col gap-4">
        <Subheading>{texts.yourDetails}</Subheading>
        {buyer}
      </div>
      <div className="flex flex-col gap-4 border-t pt-5" data-testid="recipient-fields">
        <Subheading>{texts.recipientDetails}</Subheading>
        {signedIn ? (
          <SavedRecipientPicker
            recipientId={delivery.recipientId}
            onChoose={chooseSaved}
            error={errors.recipientId}
            disabled={disabled}
          />
        ) : null}
        <AddressFields
          values={delivery.recipient}
          errors={addressErrors(errors)}
          // Edited by hand, the address is no longer the saved one.
          onChange={(recipient) => set({ recipient, recipientId: null }, editedKeys(delivery.recipient, recipient))}
          section="section-recipient"
          disabled={disabled}
          nameLabel={texts.recipientName}
        />
        <TextField
          label={addressBookScreenTexts.phone}
          hint={addressBookScreenTexts.phoneHint}
          name="phone"
          type="tel"
          autoComplete="section-recipient tel"
          value={delivery.phone}
          error={errors.phone}
          disabled={disabled}
          onChange={(event) => set({ phone: event.target.value, recipientId: null }, ['phone'])}
        />
        {signedIn && !delivery.recipientId ? (
          <div className="flex flex-col gap-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                name="saveRecipient"
                aria-describedby={errors.saveRecipient ? saveErrorId : undefined}
                checked={delivery.saveRecipient}
                disabled={disabled}
                onChange={(event) => set({ saveRecipient: event.target.checked }, ['relation', 'saveRecipient'])}
                className="h-4 w-4 shrink-0 accent-primary"
              />
              {texts.saveRecipient}
            </label>
            {/* A full address book: the server says so here rather than dropping the tick silently. */}
            <FieldError id={saveErrorId} error={errors.saveRecipient} />
            {delivery.saveRecipient ? (
              <TextField
                label={addressBookScreenTexts.relation}
                hint={addressBookScreenTexts.relationHint}
                name="relation"
                value={delivery.relation}
                error={errors.relation}
                disabled={disabled}
                onChange={(event) => set({ relation: event.target.value }, ['relation'])}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
