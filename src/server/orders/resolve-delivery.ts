import type { Address } from '../../shared/addresses/validate-address.js';
import { countryRow } from '../../shared/addresses/countries.js';
import type { SendTo } from '../../shared/api/order-delivery.js';
import type { OrderPayload } from '../../shared/api/orders.js';
import type { ShippingType } from '../../shared/pricing.js';
import { arriveByMessage } from '../../shared/arrive-by-texts.js';
import { dispatchBy, latestApproval, arriveByVerdict } from '../../shared/delivery/arrive-by.js';
import { deliveryRules, transitFor } from '../../shared/delivery/delivery-rules.js';
import { deliveryMessages } from '../../shared/delivery-texts.js';
import type { AppServices } from '../app-services.js';
import { AppError } from '../http/app-error.js';
import { ownsRecipient } from '../recipients/recipients.js';
import type { Tx } from '../db/database.js';

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

/** The saved recipient an order names must be the buyer's own, and stays until the order is written. */
export async function checkOwnRecipient(db: Tx, userId: string, recipientId: string): Promise<void> {
  if (!(await ownsRecipient(db, userId, recipientId))) {
    throw refuse('delivery.recipientId', deliveryMessages.recipientNotFound);
  }
}

/** Express only where it is offered; `field` is where the form shows the refusal. */
export function checkSpeed(address: Address, speed: ShippingType, field: string): void {
  if (speed === 'express' && !transitFor(address.country, 'express')) {
    throw refuse(field, deliveryMessages.expressNotOffered(countryRow(address.country).name));
  }
}

/**
 * The deadlines for a card to `address` to arrive by `arriveBy` with `speed`, for an order whose
 * design can be approved from `now` + the design promise; refused (at `field`) when that speed
 * cannot make it, with the sentence checkout shows for the same verdict.
 */
export function arriveByDeadlines(
  address: Address,
  speed: ShippingType,
  arriveBy: string,
  now: Date,
  field: string,
): { approveBy: Date; dispatchBy: Date } {
  const verdict = arriveByVerdict({ arriveBy, country: address.country, now });
  // 'standard' makes it with either speed; 'express' only with express; the rest with none.
  if (verdict.kind === 'standard' || (verdict.kind === 'express' && speed === 'express')) {
    // The deadlines of the speed paid for: express leaves more time than the verdict's standard.
    const request = { arriveBy, country: address.country, speed };
    return {
      approveBy: latestApproval(request) ?? verdict.approveBy,
      dispatchBy: dispatchBy(request) ?? verdict.dispatchBy,
    };
  }
  throw refuse(field, arriveByMessage(verdict, refusalZone));
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
  checkSpeed(address, speed, 'shippingType');

  const recipientId = delivery?.recipientId ?? null;
  if (recipientId !== null) {
    // Another customer's id reads exactly like one that never existed. Checked again, and held,
    // inside the order's transaction (place-order.ts); this answers before any work is done.
    await checkOwnRecipient(deps.db, userId, recipientId);
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

  return {
    ...resolved,
    arriveBy: delivery.arriveBy,
    ...arriveByDeadlines(address, speed, delivery.arriveBy, deps.clock.now(), 'delivery.arriveBy'),
  };
}
