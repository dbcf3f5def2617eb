import type { Address } from '../../shared/addresses/validate-address.js';
import { countryRow } from '../../shared/addresses/countries.js';
import type { SendTo } from '../../shared/api/order-delivery.js';
import type { OrderPayload } from '../../shared/api/orders.js';
import { arriveByMessage } from '../../shared/arrive-by-texts.js';
import { dispatchBy, latestApproval, arriveByVerdict } from '../../shared/delivery/arrive-by.js';
import { deliveryRules, transitFor } from '../../shared/delivery/delivery-rules.js';
import { deliveryMessages } from '../../shared/delivery-texts.js';
import type { AppServices } from '../app-services.js';
import { AppError } from '../http/app-error.js';
import { listRecipients } from '../recipients/recipients.js';

/** Where an order's card goes, checked and ready to store. */
export interface ResolvedDelivery {
  sendTo: SendTo;
  /** The envelope's address; its name line is the recipient's (the buyer's for 'me'). */
  address: Address;
  phone: string | null;
  /** An address-book entry of the buyer's own the address was chosen from. */
  recipientId: string | null;
  /** Add the recipient to the buyer's address book with the order (someone else, not chosen from it). */
  saveAs: { relation?: string | undefined } | null;
  arriveBy: string | null;
  approveBy: Date | null;
  dispatchBy: Date | null;
}

/**
 * Server-written sentences have no reader's zone; the print site's is the one every deadline is
 * counted in, so a refusal names moments there (the checkout shows its own in the visitor's zone).
 */
const refusalZone = { timeZone: deliveryRules.printSiteTimeZone };

function refuse(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, {}, { [field]: message });
}

/** The spec's order, without a `delivery`: the buyer's own US address, checked by the payload schema. */
function specAddress(payload: OrderPayload): Address {
  const customer = payload.customerDetails;
  const address: Address = { country: 'US', name: `${customer.firstName} ${customer.lastName}` };
  if (customer.streetAddress) address.streetAddress = customer.streetAddress;
  if (customer.city) address.city = customer.city;
  if (customer.state) address.state = customer.state;
  if (customer.zipCode) address.postalCode = customer.zipCode;
  return address;
}

/**
 * Checks where the card goes before anything is written: express only where it is offered, a
 * saved recipient only the buyer's own, and an arrive-by date the chosen speed can meet from now.
 */
export async function resolveDelivery(
  deps: Pick<AppServices, 'db' | 'clock'>,
  userId: string,
  payload: OrderPayload,
): Promise<ResolvedDelivery> {
  const delivery = payload.delivery;
  const address = delivery ? delivery.address : specAddress(payload);
  const speed = payload.shippingType;
  if (speed === 'express' && !transitFor(address.country, 'express')) {
    throw refuse('shippingType', deliveryMessages.expressNotOffered(countryRow(address.country).name));
  }

  const recipientId = delivery?.recipientId ?? null;
  if (recipientId !== null) {
    // The recipients room answers only the caller's own entries (at most 200), so another
    // customer's id reads exactly like one that never existed.
    const own = await listRecipients(deps, userId);
    if (!own.recipients.some((recipient) => recipient.id === recipientId)) {
      throw refuse('delivery.recipientId', deliveryMessages.recipientNotFound);
    }
  }

  const someoneElse = delivery?.sendTo === 'someone-else';
  const resolved: ResolvedDelivery = {
    sendTo: delivery?.sendTo ?? 'me',
    address,
    phone: someoneElse && delivery?.phone ? delivery.phone : null,
    recipientId,
    // Someone already in the book is not added twice; 'me' is never an address-book entry.
    saveAs: someoneElse && delivery?.saveRecipient && recipientId === null ? { relation: delivery.relation } : null,
    arriveBy: null,
    approveBy: null,
    dispatchBy: null,
  };
  if (!delivery?.arriveBy) return resolved;

  const arriveBy = delivery.arriveBy;
  const verdict = arriveByVerdict({ arriveBy, country: address.country, now: deps.clock.now() });
  // 'standard' makes it with either speed; 'express' only with express; the rest with none.
  const met = verdict.kind === 'standard' || (verdict.kind === 'express' && speed === 'express');
  if (!met) throw refuse('delivery.arriveBy', arriveByMessage(verdict, refusalZone));
  // The deadlines of the speed paid for: express leaves more time than the verdict's standard.
  const request = { arriveBy, country: address.country, speed };
  return {
    ...resolved,
    arriveBy,
    approveBy: latestApproval(request) ?? verdict.approveBy,
    dispatchBy: dispatchBy(request) ?? verdict.dispatchBy,
  };
}
