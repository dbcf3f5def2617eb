import type { Address } from '../../shared/addresses/validate-address.js';
import { isCountryCode } from '../../shared/addresses/countries.js';
import type { OrderRow } from './schema.js';

/** The order's columns that hold its envelope address. */
export type OrderAddressColumns = Pick<
  OrderRow,
  | 'shipName'
  | 'country'
  | 'streetAddress'
  | 'addressLine2'
  | 'dependentLocality'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'sortingCode'
>;

/**
 * The one way to read an order's envelope address: the checkout's view, the order page, the
 * admin, and printing's labels (issue 20) all take it from here and print it with
 * formatAddressLines.
 */
export function orderAddress(order: OrderAddressColumns): Address {
  // Written only through addressSchema or the spec's US fields, so the country is in the table;
  // a row that somehow is not is read as the spec's US rather than failing the page.
  const address: Address = { country: isCountryCode(order.country) ? order.country : 'US', name: order.shipName };
  const optional = {
    streetAddress: order.streetAddress,
    addressLine2: order.addressLine2,
    dependentLocality: order.dependentLocality,
    city: order.city,
    state: order.state,
    postalCode: order.postalCode,
    sortingCode: order.sortingCode,
  } as const;
  for (const [field, value] of Object.entries(optional) as [keyof typeof optional, string | null][]) {
    if (value !== null && value !== '') address[field] = value;
  }
  return address;
}

/** An address as the order's columns: a field the country does not use, or left blank, is null. */
export function orderAddressColumns(address: Address): OrderAddressColumns {
  return {
    shipName: address.name ?? '',
    country: address.country,
    streetAddress: address.streetAddress ?? null,
    addressLine2: address.addressLine2 ?? null,
    dependentLocality: address.dependentLocality ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postalCode: address.postalCode ?? null,
    sortingCode: address.sortingCode ?? null,
  };
}
