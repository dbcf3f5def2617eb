import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { orderStatuses, paymentStatuses } from '@shared/api/account';
import type { AdminOrdersQuery } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { orderStatusLabel, paymentStatusLabel } from '../lib/admin-display';
import { hasFilters, readSortChoice, sortChoiceOf, sortChoices } from '../lib/orders-query';

/** Long enough that typing a name is one request, short enough to feel immediate. */
const searchDebounceMs = 300;

/**
 * Search as you type, sent once typing pauses; the text follows the address when it changes
 * elsewhere (Back, Clear filters) without undoing what is being typed.
 */
function SearchBox({ value, onSearch }: { value: string | undefined; onSearch: (q: string | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
      <Label htmlFor={id}>{texts.search}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder={texts.searchPlaceholder}
          className="pl-9"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(next.trim() || undefined), searchDebounceMs);
          }}
          onKeyDown={(event) => {
            // Enter searches now rather than after the pause.
            if (event.key !== 'Enter') return;
            clearTimeout(timer.current);
            onSearch(text.trim() || undefined);
          }}
        />
      </div>
    </div>
  );
}

function Filter<T extends string>({
  label,
  all,
  value,
  choices,
  display,
  onChange,
}: {
  label: string;
  all: string;
  value: T | undefined;
  choices: readonly T[];
  display: (choice: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(choices.find((choice) => choice === event.target.value))}
      >
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {display(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** On a phone the table's headings are gone, so sorting is a picker of its own. */
function SortPicker({
  query,
  onChange,
}: {
  query: AdminOrdersQuery;
  onChange: (change: Partial<AdminOrdersQuery>) => void;
}) {
  const id = useId();
  return (
    <div className="col-span-2 flex flex-col gap-2 md:hidden">
      <Label htmlFor={id}>{texts.sortLabel}</Label>
      <NativeSelect
        id={id}
        value={sortChoiceOf(query)}
        onChange={(event) => {
          const choice = readSortChoice(event.target.value);
          if (choice) onChange(choice);
        }}
      >
        {sortChoices.map((choice) => (
          <option key={choice} value={choice}>
            {texts.sortChoices[choice] ?? choice}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Search by name, e-mail or order number, and filter by status and payment state. */
export function OrdersToolbar({
  query,
  onChange,
}: {
  query: AdminOrdersQuery;
  onChange: (change: Partial<AdminOrdersQuery>, options?: { replace?: boolean }) => void;
}) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
      <SearchBox value={query.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <Filter
        label={texts.statusFilter}
        all={texts.allStatuses}
        value={query.status}
        choices={orderStatuses}
        display={orderStatusLabel}
        onChange={(status) => onChange({ status })}
      />
      <Filter
        label={texts.paymentFilter}
        all={texts.allPayments}
        value={query.payment}
        choices={paymentStatuses}
        display={paymentStatusLabel}
        onChange={(payment) => onChange({ payment })}
      />
      <SortPicker query={query} onChange={onChange} />
      <Button
        variant="ghost"
        className="col-span-2 h-11 lg:col-span-1"
        disabled={!hasFilters(query)}
        onClick={() => onChange({ q: undefined, status: undefined, payment: undefined })}
      >
        <X aria-hidden />
        {texts.clearFilters}
      </Button>
    </div>
  );
}
