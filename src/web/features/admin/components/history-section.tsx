import { History } from 'lucide-react';
import type { AuditEntry } from '@shared/api/admin';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { formatDate } from '@shared/format-date';
import { describeAuditEntry } from '../lib/admin-display';
import { SectionCard } from '@/components/section-card';

/** Who changed what and when, oldest first, from the order's audit log. */
export function HistorySection({ history }: { history: AuditEntry[] }) {
  return (
    <SectionCard title={texts.history} icon={History} testId="order-history">
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noHistory}</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-border pl-4">
          {history.map((entry) => (
            <li key={entry.id} className="relative flex flex-col gap-0.5 text-sm">
              <span className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-primary" aria-hidden />
              <span className="font-medium">{describeAuditEntry(entry)}</span>
              {entry.note ? <span className="break-words">{entry.note}</span> : null}
              <span className="text-muted-foreground">
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time> ·{' '}
                {entry.actorEmail ?? texts.system}
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
