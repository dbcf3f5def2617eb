import { Download, Layers, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { labelSheets, type PrintBatch } from '@shared/api/print-batches';
import { adminScreenTexts } from '@shared/admin-screen-texts';
import { formatDate } from '@shared/format-date';
import { printAdminTexts as texts } from '@shared/print-admin-texts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { usePrintBatches } from '../api/get-print-batches';
import { useMarkBatchPrinted } from '../api/mark-batch-printed';
import { downloadFile } from '../lib/download-file';
import { labelsUrl } from '../lib/print-display';
import { AdminQueryFailure } from './admin-query-failure';

/** After the labels download: the orders whose address did not fit and were printed marked CHECK. */
function sayFlagged(response: Response): void {
  const flagged = response.headers.get('x-labels-flagged')?.trim();
  if (flagged) toast({ title: texts.labelsFlagged, description: texts.labelsFlaggedDetail(flagged), duration: 20_000 });
}

/**
 * A file of the batch: a real link with its address, fetched with the admin's token when
 * clicked (the API needs it, a plain link cannot send it) and saved under the server's name.
 */
function FileLink({
  href,
  label,
  ariaLabel,
  fileName,
  onDownloaded,
}: {
  href: string;
  label: string;
  ariaLabel: string;
  fileName: string;
  onDownloaded?: (response: Response) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // Fetched first: `onDownloaded?.(await …)` would skip the download itself when there is no callback.
      const response = await downloadFile(href, fileName);
      onDownloaded?.(response);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: texts.downloadFailed,
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={href}
        download={fileName}
        aria-label={ariaLabel}
        aria-busy={busy}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        {busy ? texts.downloading : label}
      </a>
    </Button>
  );
}

/** 'Mark printed' behind a confirmation: each card's history says so, and it is not undone. */
function MarkPrinted({ batch }: { batch: PrintBatch }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkBatchPrinted();
  // The promise, not mutate's callbacks: once printed, the refetched list drops this button,
  // and callbacks of a mutate call whose component unmounted never run (no toast).
  const confirm = () =>
    mark.mutateAsync(batch.id).then(
      () => {
        setOpen(false);
        toast({ title: texts.batchPrinted(batch.batchNumber) });
      },
      (error: unknown) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: texts.markPrintedFailed,
          description: error instanceof ApiError ? error.message : undefined,
        });
      },
    );
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {texts.markPrinted}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!mark.isPending) setOpen(next);
        }}
        title={texts.markPrintedTitle(batch.batchNumber)}
        description={texts.markPrintedDescription(batch.orderIds.length)}
      >
        <DialogActions>
          <Button variant="outline" disabled={mark.isPending} onClick={() => setOpen(false)}>
            {texts.cancel}
          </Button>
          <Button disabled={mark.isPending} onClick={confirm}>
            {mark.isPending ? texts.markingPrinted : texts.confirmPrinted}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function BatchItem({ batch }: { batch: PrintBatch }) {
  const name = texts.batchName(batch.batchNumber);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-testid="print-batch" data-batch-id={batch.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold">{name}</h3>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>
            {texts.created} <time dateTime={batch.createdAt}>{formatDate(batch.createdAt)}</time>
          </span>
          <span>{texts.cards(batch.orderIds.length)}</span>
          <span className={batch.printedAt ? 'font-medium text-foreground' : undefined} data-testid="batch-printed">
            {batch.printedAt ? texts.printedOn(formatDate(batch.printedAt)) : texts.notPrinted}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Signed by the server: the browser saves it straight to disk, however large. */}
        <Button asChild variant="outline" size="sm">
          <a
            href={batch.printPdfUrl}
            download={`keepsake-batch-${batch.batchNumber}.pdf`}
            aria-label={`${texts.printPdf}, ${name}`}
          >
            <Download aria-hidden />
            {texts.printPdf}
          </a>
        </Button>
        {labelSheets.map((sheet) => (
          <FileLink
            key={sheet}
            href={labelsUrl(batch.labelsPdfUrl, sheet)}
            label={`${texts.labels} ${texts.labelSheets[sheet]}`}
            ariaLabel={texts.labelsOn(texts.labelSheets[sheet] ?? sheet, batch.batchNumber)}
            fileName={`keepsake-batch-${batch.batchNumber}-labels-${sheet}.pdf`}
            onDownloaded={sayFlagged}
          />
        ))}
        <FileLink
          href={batch.packingListUrl}
          label={texts.packingList}
          ariaLabel={`${texts.packingList}, ${name}`}
          fileName={`keepsake-batch-${batch.batchNumber}-packing-list.csv`}
        />
        {batch.printedAt ? null : <MarkPrinted batch={batch} />}
      </div>
    </li>
  );
}

/** 'Print batches': newest first, each with its print PDF, labels, packing list and 'Mark printed'. */
export function PrintBatchesPanel() {
  const batches = usePrintBatches();
  return (
    <SectionCard title={texts.batchesTitle} icon={Layers} testId="print-batches-section">
      {batches.isError && !batches.data ? (
        <AdminQueryFailure error={batches.error} onRetry={() => void batches.refetch()} />
      ) : !batches.data ? (
        <Loading label={adminScreenTexts.loading} />
      ) : batches.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.batchesEmpty}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y">
            {[...batches.data]
              .sort((a, b) => b.batchNumber - a.batchNumber)
              .map((batch) => (
                <BatchItem key={batch.id} batch={batch} />
              ))}
          </ul>
          <p className="text-xs text-muted-foreground">{texts.labelsHint}</p>
        </>
      )}
    </SectionCard>
  );
}
