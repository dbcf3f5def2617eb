import { useState, type FormEvent } from 'react';
import { addressBookScreenTexts } from '@shared/address-book-texts';
import { shippingAddressUpdateSchema, type OrderShipping, type ShippingAddressUpdate } from '@shared/api/account';
import { deliveryScreenTexts } from '@shared/delivery-texts';
import { orderShippingTexts as texts } from '@shared/order-shipping-texts';
import { AddressFields, addressPayloadOf, type AddressValues } from '@/components/address-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/hooks/use-toast';
import { fieldsUnder, issuesByField, showRefusal, type FieldErrors } from '@/lib/field-errors';
import { useCorrectShippingAddress } from '../api/correct-shipping-address';

/**
 * Corrects where the card goes, with the country's own fields; the server re-checks express
 * and the arrive-by date for the new country, and its refusal lands on the field it names.
 */
export function CorrectAddressForm({
  orderId,
  shipping,
  onDone,
}: {
  orderId: string;
  shipping: OrderShipping;
  onDone: () => void;
}) {
  const correct = useCorrectShippingAddress(orderId);
  const [address, setAddress] = useState<AddressValues>(shipping.address);
  const [phoneValue, setPhone] = useState(shipping.phone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const someoneElse = shipping.sendTo === 'someone-else';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: ShippingAddressUpdate = {
      address: addressPayloadOf(address),
      ...(someoneElse ? { phone: phoneValue } : {}),
    };
    const checked = shippingAddressUpdateSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await correct.mutateAsync(body);
      toast({ title: texts.corrected });
      onDone();
    } catch (error) {
      showRefusal(error, setErrors);
    }
  };

  const saving = correct.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="correct-address-form">
      <AddressFields
        values={address}
        errors={fieldsUnder(errors, 'address.')}
        onChange={(next) => {
          if (next.country !== address.country) setErrors({});
          setAddress(next);
        }}
        section="shipping"
        disabled={saving}
        {...(someoneElse ? { nameLabel: deliveryScreenTexts.recipientName } : {})}
      />
      {someoneElse ? (
        <TextField
          label={addressBookScreenTexts.phone}
          name="phone"
          type="tel"
          autoComplete="shipping tel"
          hint={addressBookScreenTexts.phoneHint}
          value={phoneValue}
          error={errors.phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="w-full sm:w-fit" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </Button>
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onDone} disabled={saving}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
