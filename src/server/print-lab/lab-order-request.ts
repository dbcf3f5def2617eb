import { printLabEndpoints } from '../../shared/api/print-lab.js';
import { orderAddress, type OrderRow } from '../orders/orders.js';
import { expiryInDays, signPath } from '../security/signed-urls.js';
import type { LabOrderRequest } from './lab-client.js';

/** Keeps a print-file link from passing as any other signed link. */
export const printFilePurpose = 'print-lab-file';

/** The lab may fetch the file days after we submit (its queue, its retries). */
const printFileLinkDays = 7;

export function printFilePath(orderId: string): string {
  return printLabEndpoints.printFile.path.replace(':orderId', orderId);
}

/** The signed link to the approved card's PDF that the lab downloads. */
export function printFileUrl(deps: { publicUrl: string; secret: string }, orderId: string, now: Date): string {
  const signed = signPath(deps.secret, printFilePath(orderId), expiryInDays(now, printFileLinkDays), printFilePurpose);
  return `${deps.publicUrl}${signed}`;
}

/**
 * The envelope's name line split for labs that want two fields: a card for oneself uses the
 * buyer's names, a recipient's single line is split at its last space.
 */
function names(order: OrderRow): { firstName: string; lastName: string } {
  if (order.sendTo === 'me') return { firstName: order.firstName, lastName: order.lastName };
  const name = order.shipName.trim();
  const cut = name.lastIndexOf(' ');
  return cut > 0
    ? { firstName: name.slice(0, cut), lastName: name.slice(cut + 1) }
    : { firstName: name, lastName: name };
}

export function labOrderRequest(order: OrderRow, pdfUrl: string): LabOrderRequest {
  const address = orderAddress(order);
  return {
    orderId: order.id,
    customerId: order.userId,
    currency: order.currency,
    pdfUrl,
    shipmentMethodUid: order.shippingType === 'express' ? 'express' : 'normal',
    shippingAddress: {
      ...names(order),
      addressLine1: address.streetAddress ?? '',
      ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
      // Gelato has no dependent-locality field; a district belongs with the city line.
      city: [address.dependentLocality, address.city].filter(Boolean).join(', '),
      ...(address.state ? { state: address.state } : {}),
      postCode: [address.postalCode, address.sortingCode].filter(Boolean).join(' '),
      country: address.country,
      email: order.email,
      ...(order.phone ? { phone: order.phone } : {}),
    },
  };
}
