import type { AddressPayload } from '@shared/addresses/address-schema';
import { orderDeliverySchema, type OrderDeliveryInput } from '@shared/api/order-delivery';
import type { CustomerDetails } from '@shared/api/orders';
import { arriveByMessage } from '@shared/arrive-by-texts';
import { arriveByVerdict, type ArriveByVerdict } from '@shared/delivery/arrive-by';
import { deliveryScreenTexts } from '@shared/delivery-texts';
import type { ToastText } from '@shared/messages';
import type { ShippingType } from '@shared/pricing';
import { addressPayloadOf } from '@/components/address-fields';
import { issuesByField } from '@/lib/field-errors';
import { deliveryCountry, usesSpecAddress, type DeliveryForm } from './delivery-form';
import { validateBuyer, validateCustomer, type BuyerDetails, type CustomerForm } from './validate-customer';

/**
 * One message per field the form shows, keyed as the form names them: the spec's fields by
 * name ('zipCode'), the address's as 'address.postalCode', then 'phone', 'relation', 'arriveBy'.
 */
export type FieldErrors = Record<string, string>;

export type CheckoutCheck =
  | { ok: true; customer: CustomerDetails | BuyerDetails; delivery: OrderDeliveryInput }
  | { ok: false; errors: FieldErrors; toast: ToastText };

/** For 'me' in the US the address is the spec's fields; the shared schema's names map back to them. */
const specFieldOfAddress: Record<string, string> = {
  'address.name': 'firstName',
  'address.streetAddress': 'streetAddress',
  'address.city': 'city',
  'address.state': 'state',
  'address.postalCode': 'zipCode',
};

/** The keys of refusals as this form shows them: the buyer's name stands for the address's name line. */
function onFormFields(errors: FieldErrors, delivery: DeliveryForm): FieldErrors {
  if (delivery.sendTo !== 'me') return errors;
  const spec = usesSpecAddress(delivery);
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const target = spec ? (specFieldOfAddress[key] ?? key) : key === 'address.name' ? 'firstName' : key;
    if (!(target in mapped)) mapped[target] = message;
  }
  return mapped;
}

/** A refusal's `fields` (paths like "delivery.address.postalCode" or "customerDetails.email") on this form. */
export function serverFieldErrors(fields: Record<string, string>, delivery: DeliveryForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = /(?:^|\.)(?:delivery|customerDetails)\.(.+)$/.exec(path)?.[1];
    if (key && !(key in errors)) errors[key] = message;
  }
  return onFormFields(errors, delivery);
}

function fail(errors: FieldErrors, toast: ToastText): CheckoutCheck {
  return { ok: false, errors, toast };
}

/** The address the envelope carries, as the customer typed it. */
function addressOf(form: CustomerForm, delivery: DeliveryForm): AddressPayload {
  const buyerName = `${form.firstName.trim()} ${form.lastName.trim()}`;
  if (usesSpecAddress(delivery)) {
    return {
      country: 'US',
      name: buyerName,
      streetAddress: form.streetAddress,
      city: form.city,
      state: form.state,
      postalCode: form.zipCode,
    };
  }
  if (delivery.sendTo === 'me') return { ...addressPayloadOf(delivery.myAddress), name: buyerName };
  return addressPayloadOf(delivery.recipient);
}

/** What the web app sends as `delivery`: always, so every order is stored in one shape. */
export function deliveryInputOf(form: CustomerForm, delivery: DeliveryForm): OrderDeliveryInput {
  const input: OrderDeliveryInput = { sendTo: delivery.sendTo, address: addressOf(form, delivery) };
  if (delivery.sendTo === 'someone-else') {
    if (delivery.phone.trim()) input.phone = delivery.phone;
    if (delivery.recipientId) input.recipientId = delivery.recipientId;
    else if (delivery.saveRecipient) {
      input.saveRecipient = true;
      if (delivery.relation.trim()) input.relation = delivery.relation;
    }
  }
  if (delivery.arriveBy) input.arriveBy = delivery.arriveBy;
  return input;
}

/** The verdict on the arrive-by date, or null without one. */
export function verdictOf(delivery: DeliveryForm, now: Date): ArriveByVerdict | null {
  if (!delivery.arriveBy) return null;
  return arriveByVerdict({ arriveBy: delivery.arriveBy, country: deliveryCountry(delivery), now });
}

/** Whether an order with this shipping can be placed for the verdict. */
export function verdictAllows(verdict: ArriveByVerdict | null, shippingType: ShippingType): boolean {
  if (!verdict) return true;
  if (verdict.kind === 'standard') return true;
  return verdict.kind === 'express' && shippingType === 'express';
}

/**
 * Every check before paying, in order: the spec's checks on the buyer's fields (all seven for
 * 'me' in the US, as the spec has them; else name and e-mail), then the address, phone and
 * relation by the shared schema the server uses (every refusal on its field, the first as the
 * toast), then the arrive-by date against the chosen shipping.
 */
export function validateCheckout(input: {
  form: CustomerForm;
  delivery: DeliveryForm;
  shippingType: ShippingType;
  now: Date;
}): CheckoutCheck {
  const { form, delivery, shippingType, now } = input;
  const buyer = usesSpecAddress(delivery) ? validateCustomer(form, shippingType) : validateBuyer(form);
  if (!buyer.ok) return fail({ [buyer.field]: buyer.toast.description }, buyer.toast);

  const deliveryInput = deliveryInputOf(form, delivery);
  const parsed = orderDeliverySchema.safeParse(deliveryInput);
  if (!parsed.success) {
    const errors = onFormFields(issuesByField(parsed.error.issues), delivery);
    const first = Object.values(errors)[0] ?? '';
    return fail(errors, { title: deliveryScreenTexts.checkAddress, description: first });
  }

  const verdict = verdictOf(delivery, now);
  if (verdict && !verdictAllows(verdict, shippingType)) {
    const message = arriveByMessage(verdict);
    return fail({ arriveBy: message }, { title: deliveryScreenTexts.arriveByProblem, description: message });
  }
  return { ok: true, customer: buyer.details, delivery: deliveryInput };
}
