import { FileDown, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { printAdminTexts as texts, shipmentsCsvHeader } from '@shared/print-admin-texts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { serverFieldErrors } from '@/lib/field-errors';
import { useMarkShipped } from '../api/mark-shipped';
import { csvTemplateHref, rowErrorsInOrder } from '../lib/print-display';

type Outcome = { kind: 'refused'; rows: [string, string][] } | { kind: 'failed'; message: string } | null;

/**
 * 'Upload tracking CSV': the file is read here and its text sent; the server applies every row
 * or none, so a refusal lists each bad row and says that nothing changed.
 */
export function ShipmentsCsvUpload() {
  const ship = useMarkShipped();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after fixing it must fire a change again.
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setOutcome({ kind: 'failed', message: texts.csvUnreadable });
      return;
    }
    ship.mutate(
      { csv },
      {
        onSuccess: (result) => toast({ title: texts.shippedCount(result.shipped.length) }),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields && Object.keys(fields).length > 0) setOutcome({ kind: 'refused', rows: rowErrorsInOrder(fields) });
          else setOutcome({ kind: 'failed', message: error instanceof ApiError ? error.message : texts.shipFailed });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label={texts.uploadCsv}
          onChange={(event) => void upload(event)}
          disabled={ship.isPending}
        />
        <Button variant="outline" disabled={ship.isPending} onClick={() => input.current?.click()}>
          <Upload aria-hidden />
          {ship.isPending ? texts.uploading : texts.uploadCsv}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a href={csvTemplateHref(shipmentsCsvHeader)} download="tracking-template.csv">
            <FileDown aria-hidden />
            {texts.csvTemplate}
          </a>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{texts.csvHelp}</p>
      {outcome?.kind === 'refused' ? (
        <div
          role="alert"
          data-testid="csv-errors"
          className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <p className="font-medium">{texts.csvRefused}</p>
          <ul className="list-disc pl-5">
            {outcome.rows.map(([row, message]) => (
              <li key={row}>{texts.rowError(row, message)}</li>
            ))}
          </ul>
        </div>
      ) : outcome?.kind === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
