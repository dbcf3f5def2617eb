/**
 * Dates in en-US as short month, numeric day and year, with 2-digit hour and
 * minute ("Nov 23, 2026, 09:05 AM"), everywhere a date is shown. Screens show the visitor's time
 * zone; e-mails and invoices pass 'UTC'.
 */
export function formatDate(value: Date | string, options: { timeZone?: string } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
}

/** An invoice's number is the last 8 characters of its id. */
export function invoiceNumber(id: string): string {
  return id.slice(-8);
}
