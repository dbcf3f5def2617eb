import type { LabelSheet } from '@shared/api/print-batches';

export type DispatchUrgency = 'overdue' | 'today' | 'later' | 'none';

function localDay(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** A card past its dispatch-by moment is overdue; one due later today is today's, in the admin's own zone. */
export function dispatchUrgency(dispatchBy: string | null, now: Date): DispatchUrgency {
  if (!dispatchBy) return 'none';
  const due = new Date(dispatchBy);
  if (due.getTime() < now.getTime()) return 'overdue';
  return localDay(due) === localDay(now) ? 'today' : 'later';
}

/**
 * The labels link for one sheet. The server's link may already carry a query (a signature), so
 * the sheet is set on it rather than appended blindly; a relative link stays relative.
 */
export function labelsUrl(labelsPdfUrl: string, sheet: LabelSheet): string {
  const base = 'http://relative.invalid';
  const url = new URL(labelsPdfUrl, base);
  url.searchParams.set('sheet', sheet);
  return url.origin === base && !labelsPdfUrl.startsWith(base) ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The tracking CSV template, as a link the browser downloads without asking the server. */
export function csvTemplateHref(header: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${header}\n`)}`;
}

/** "row 3" before "row 12": the server keys row errors by line number, the list reads top to bottom. */
export function rowErrorsInOrder(fields: Record<string, string>): [string, string][] {
  const line = (key: string) => Number(/\d+/.exec(key)?.[0] ?? Number.MAX_SAFE_INTEGER);
  return Object.entries(fields).sort(([a], [b]) => line(a) - line(b));
}
