/**
 * Spec section 9: dates in en-US as short month, numeric day and year, with 2-digit hour and
 * minute ("Nov 23, 2026, 09:05 AM"). Screens show the visitor's time zone; e-mails pass 'UTC'.
 */
export function formatDate(value: Date | string, options: { time?: boolean; timeZone?: string } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(options.time ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
}

export function formatDateTime(value: Date | string, timeZone?: string): string {
  return formatDate(value, { time: true, timeZone });
}

/** Spec section 9: an invoice's number is the last 8 characters of its id. */
export function invoiceNumber(id: string): string {
  return id.slice(-8);
}
