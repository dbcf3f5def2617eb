import { defaultCountry, type CountryCode } from '@shared/addresses/countries';
import type { SendTo } from '@shared/api/order-delivery';
import type { Recipient } from '@shared/api/recipients';
import { transitFor } from '@shared/delivery/delivery-rules';
import type { ShippingType } from '@shared/pricing';
import type { AddressValues } from '@/components/address-fields';

/**
 * Where the card goes, as the checkout form holds it (issue 19). 'me' in the US uses the spec's
 * own fields (CustomerForm); 'me' elsewhere uses `myAddress`, whose name line is the buyer's
 * first and last name; 'someone-else' uses `recipient`, whose name line is theirs.
 */
export interface DeliveryForm {
  sendTo: SendTo;
  /** The buyer's country and, outside the US, that country's fields. */
  myAddress: AddressValues;
  /** The recipient's country and fields, the name line included. */
  recipient: AddressValues;
  phone: string;
  /** The saved recipient the fields came from, until one of them is edited. */
  recipientId: string | null;
  saveRecipient: boolean;
  relation: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  arriveBy: string;
}

export const emptyDeliveryForm: DeliveryForm = {
  sendTo: 'me',
  myAddress: { country: defaultCountry },
  recipient: { country: defaultCountry },
  phone: '',
  recipientId: null,
  saveRecipient: false,
  relation: '',
  arriveBy: '',
};

/** The country the card is posted to. */
export function deliveryCountry(delivery: DeliveryForm): CountryCode {
  return delivery.sendTo === 'me' ? delivery.myAddress.country : delivery.recipient.country;
}

/** 'me' in the United States: the spec's checkout, field for field. */
export function usesSpecAddress(delivery: DeliveryForm): boolean {
  return delivery.sendTo === 'me' && delivery.myAddress.country === 'US';
}

export function expressOffered(country: string): boolean {
  return transitFor(country, 'express') !== null;
}

/** The speed the customer picked, or standard where express is not offered. */
export function offeredShipping(country: string, chosen: ShippingType): ShippingType {
  return chosen === 'express' && !expressOffered(country) ? 'standard' : chosen;
}

/** A saved recipient fills the fields; the order then names them by id. */
export function withSavedRecipient(delivery: DeliveryForm, recipient: Recipient): DeliveryForm {
  return {
    ...delivery,
    recipient: { ...recipient.address },
    phone: recipient.phone ?? '',
    recipientId: recipient.id,
    saveRecipient: false,
    relation: '',
  };
}

/** Today in the visitor's calendar, for the date field's `min`. */
export function localToday(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
