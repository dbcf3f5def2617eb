import { Printer } from 'lucide-react';
import { useState } from 'react';
import { maxBatchSize, type PrintQueueItem } from '@shared/api/print-batches';
import { adminScreenTexts } from '@shared/admin-screen-texts';
import { formatDate } from '@shared/format-date';
import { shippingOptions } from '@shared/pricing';
import { printAdminTexts as texts } from '@shared/print-admin-texts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCreatePrintBatch } from '../api/create-print-batch';
import { usePrintQueue } from '../api/get-print-queue';
import { dispatchUrgency } from '../lib/print-display';
import { AdminQueryFailure } from './admin-query-failure';
import { OrderLink } from './order-link';

const cell = 'px-3 py-2.5 align-top';
const checkbox = 'h-4 w-4 cursor-pointer accent-primary';

/** The dispatch-by moment, marked when it has passed or falls today: those cards print first. */
function DispatchBy({ dispatchBy }: { dispatchBy: string | null }) {
  if (!dispatchBy) return <span className="text-muted-foreground">{texts.notYet}</span>;
  const urgency = dispatchUrgency(dispatchBy, new Date());
  return (
    <span
      data-urgency={urgency}
      className={cn(
        'inline-flex flex-wrap items-center gap-1.5',
        urgency === 'overdue' && 'font-semibold text-destructive',
        urgency === 'today' && 'font-semibold text-amber-700',
      )}
    >
      <time dateTime={dispatchBy}>{formatDate(dispatchBy)}</time>
      {urgency === 'overdue' || urgency === 'today' ? (
        <span className="rounded bg-current/10 px-1.5 py-0.5 text-xs">
          {urgency === 'overdue' ? texts.overdue : texts.dueToday}
        </span>
      ) : null}
    </span>
  );
}

function QueueTable({
  orders,
  selected,
  onToggle,
  onToggleAll,
}: {
  orders: PrintQueueItem[];
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  onToggleAll: () => void;
}) {
  const all = orders.every((order) => selected.has(order.id));
  return (
    // Wider than a phone: the table scrolls inside its own box, the page does not.
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="print-queue">
        <caption className="sr-only">{texts.queueTitle}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              <input
                type="checkbox"
                className={checkbox}
                aria-label={texts.selectAll}
                checked={all}
                onChange={onToggleAll}
              />
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {texts.columnOrder}
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {texts.columnRecipient}
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {texts.columnCountry}
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {texts.columnShipping}
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {texts.columnDispatchBy}
            </th>
            <th scope="col" className={cn(cell, 'font-medium')}>
              {texts.columnApproved}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order) => (
            <tr key={order.id} data-testid="queue-row" data-order-id={order.id}>
              <td className={cell}>
                <input
                  type="checkbox"
                  className={checkbox}
                  aria-label={texts.selectOne(order.orderNumber)}
                  checked={selected.has(order.id)}
                  onChange={() => onToggle(order.id)}
                />
              </td>
              <td className={cn(cell, 'whitespace-nowrap')}>
                <OrderLink order={order} />
              </td>
              <td className={cn(cell, 'max-w-56 truncate font-medium')}>{order.shipName}</td>
              <td className={cell}>{order.country}</td>
              <td className={cell}>{shippingOptions[order.shippingType].name}</td>
              <td className={cn(cell, 'whitespace-nowrap')}>
                <DispatchBy dispatchBy={order.dispatchBy} />
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-muted-foreground')}>
                {order.approvedAt ? <time dateTime={order.approvedAt}>{formatDate(order.approvedAt)}</time> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Print queue': the approved cards waiting to print, and 'Create batch' for the ticked ones
 * (or all of them when none is ticked, as the line beside the button says).
 */
export function PrintQueuePanel() {
  const queue = usePrintQueue();
  const create = useCreatePrintBatch();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const orders = queue.data ?? [];
  // Ticks of cards that have since left the queue (another admin batched them) do not count.
  const chosen = orders.filter((order) => selected.has(order.id)).map((order) => order.id);

  const toggle = (orderId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(orderId)) next.delete(orderId);
      else next.add(orderId);
      return next;
    });
  const toggleAll = () =>
    setSelected(chosen.length === orders.length ? new Set() : new Set(orders.map((order) => order.id)));

  // Nothing ticked means every card on screen, named: a card approved after the list loaded waits
  // for the next batch instead of joining one the admin did not see.
  const createBatch = () =>
    create.mutate(chosen.length > 0 ? chosen : orders.slice(0, maxBatchSize).map((order) => order.id), {
      onSuccess: (batch) => {
        setSelected(new Set());
        toast({
          title: texts.batchCreated(batch.batchNumber),
          description: texts.batchCreatedDetail(batch.orderIds.length),
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: texts.batchFailed,
          description: error instanceof ApiError ? error.message : undefined,
        }),
    });

  return (
    <SectionCard title={texts.queueTitle} icon={Printer} testId="print-queue-section">
      <p className="text-sm text-muted-foreground">{texts.queueIntro}</p>
      {queue.isError && !queue.data ? (
        <AdminQueryFailure error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <Loading label={adminScreenTexts.loading} />
      ) : orders.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground">
          {texts.queueEmpty}
        </p>
      ) : (
        <>
          <QueueTable orders={orders} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={createBatch} disabled={create.isPending}>
              {create.isPending ? texts.creatingBatch : texts.createBatch}
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="batch-scope">
              {chosen.length > 0
                ? texts.batchSelected(chosen.length)
                : texts.batchAll(Math.min(orders.length, maxBatchSize))}
            </p>
          </div>
        </>
      )}
    </SectionCard>
  );
}
