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

/**
 * A calendar day with no time, such as an arrive-by date: the same en-US short month, numeric
 * day and year as `formatDate` ("Nov 27, 2026"), without the hour and minute a day does not
 * have. It is the same day in every zone, so none is applied.
 */
export function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
