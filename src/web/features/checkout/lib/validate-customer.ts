import { customerDetailsSchema, type CustomerDetails } from '@shared/api/orders';
import { checkoutMessages, checkoutScreenTexts } from '@shared/checkout-messages';
import type { ToastText } from '@shared/messages';
import type { ShippingType } from '@shared/pricing';

const customerFields = ['firstName', 'lastName', 'email', 'streetAddress', 'city', 'state', 'zipCode'] as const;
export type CustomerField = (typeof customerFields)[number];
export type CustomerForm = Record<CustomerField, string>;

export const emptyCustomerForm: CustomerForm = {
  firstName: '',
  lastName: '',
  email: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
};

// An e-mail "must match {email} with no spaces": something@something.something.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CustomerCheck = { ok: true; details: CustomerDetails } | { ok: false; field: CustomerField; toast: ToastText };

/** The buyer's part when the card goes to someone else or abroad (issue 19): name and e-mail. */
export type BuyerDetails = Pick<CustomerDetails, 'firstName' | 'lastName' | 'email'>;
type BuyerCheck = { ok: true; details: BuyerDetails } | { ok: false; field: CustomerField; toast: ToastText };

const buyerFields = ['firstName', 'lastName', 'email'] as const;
const buyerSchema = customerDetailsSchema.pick({ firstName: true, lastName: true, email: true });

/** The same checks in the same order as validateCustomer, for the buyer's three fields only. */
export function validateBuyer(form: CustomerForm): BuyerCheck {
  const blank = buyerFields.find((field) => !form[field].trim());
  if (blank) return { ok: false, field: blank, toast: checkoutMessages.missingInformation };
  if (!emailPattern.test(form.email.trim())) return { ok: false, field: 'email', toast: checkoutMessages.invalidEmail };
  const parsed = buyerSchema.safeParse(form);
  if (parsed.success) return { ok: true, details: parsed.data };
  const field = (parsed.error.issues[0]?.path[0] ?? 'firstName') as CustomerField;
  return {
    ok: false,
    field,
    toast: field === 'email' ? checkoutMessages.invalidEmail : checkoutMessages.missingInformation,
  };
}

/**
 * The checkout's checks, in the spec's order: every field filled (after trimming), then the
 * e-mail's shape; then what the server's shared schema will insist on (a 5-digit ZIP, one of
 * the 50 states), so the customer hears it before paying rather than after.
 */
export function validateCustomer(form: CustomerForm, shippingType: ShippingType): CustomerCheck {
  const blank = customerFields.find((field) => !form[field].trim());
  if (blank) return { ok: false, field: blank, toast: checkoutMessages.missingInformation };
  if (!emailPattern.test(form.email.trim())) return { ok: false, field: 'email', toast: checkoutMessages.invalidEmail };

  const parsed = customerDetailsSchema.safeParse({ ...form, shippingType });
  if (parsed.success) return { ok: true, details: parsed.data };
  const field = (parsed.error.issues[0]?.path[0] ?? 'firstName') as CustomerField;
  const toast =
    field === 'email'
      ? checkoutMessages.invalidEmail
      : field === 'zipCode'
        ? checkoutScreenTexts.invalidZip
        : field === 'state'
          ? checkoutScreenTexts.invalidState
          : checkoutMessages.missingInformation;
  return { ok: false, field, toast };
}
