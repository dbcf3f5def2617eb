import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { AdminOrdersQuery } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { cn } from '@/lib/cn';
import type { AdminSortField } from '../lib/orders-query';

/** A column heading that sorts the table on the server; aria-sort tells a screen reader which way. */
export function SortHeader({
  label,
  field,
  query,
  onSort,
  className,
}: {
  label: string;
  field: AdminSortField;
  query: AdminOrdersQuery;
  onSort: (field: AdminSortField) => void;
  className?: string;
}) {
  const active = query.sort === field;
  const Icon = active ? (query.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-3 font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        title={texts.sortBy(label)}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-sm hover:text-foreground',
          active ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {label}
        <Icon className={cn('h-3.5 w-3.5', !active && 'opacity-50')} aria-hidden />
      </button>
    </th>
  );
}
