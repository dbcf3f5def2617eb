import { Download, Receipt } from 'lucide-react';
import { billingScreenTexts as texts } from '@shared/account-screen-texts';
import type { BillingResponse } from '@shared/api/account';
import { formatDate, invoiceNumber } from '@shared/format-date';
import { formatUsd } from '@shared/pricing';
import { SectionCard } from '@/components/section-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { CreditNoteLinks } from './credit-note-links';

type Invoice = BillingResponse['invoices'][number];

function PdfLink({ invoice }: { invoice: Invoice }) {
  const number = invoiceNumber(invoice.id);
  if (!invoice.invoicePdf) return <span className="text-xs text-muted-foreground">{texts.noPdf}</span>;
  return (
    <a
      href={invoice.invoicePdf}
      download={`keepsake-invoice-${number}.pdf`}
      aria-label={texts.downloadLabel(number)}
      className="inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <Download className="h-4 w-4" aria-hidden />
      {texts.download}
    </a>
  );
}

/**
 * Billing History: number (the id's last 8 characters), date, total, status and the PDF. A
 * table from `sm` up; on phones each invoice is a small card, since five columns do not fit.
 */
export function BillingHistory({ invoices }: { invoices: Invoice[] }) {
  return (
    <SectionCard title={texts.billingHistory} icon={Receipt} testId="billing-history">
      {invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noInvoices}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2 sm:hidden">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-col gap-2 rounded-md border p-3" data-testid="invoice">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-mono text-sm font-semibold">{invoiceNumber(invoice.id)}</span>
                  <StatusBadge status={invoice.status} />
                </div>
                <p className="text-sm text-muted-foreground">{invoice.description}</p>
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span>{formatDate(invoice.created)}</span>
                  <span className="font-semibold tabular-nums">{formatUsd(invoice.total)}</span>
                </div>
                <PdfLink invoice={invoice} />
                <CreditNoteLinks invoice={invoice} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-muted-foreground uppercase">
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {texts.invoice}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {texts.date}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {texts.description}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    {texts.total}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {texts.status}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">{texts.download}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b last:border-b-0" data-testid="invoice">
                    <td className="py-2.5 pr-3 font-mono font-semibold">{invoiceNumber(invoice.id)}</td>
                    <td className="py-2.5 pr-3 whitespace-nowrap">{formatDate(invoice.created)}</td>
                    <td className="py-2.5 pr-3">{invoice.description}</td>
                    <td className="py-2.5 pr-3 text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatUsd(invoice.total)}
                    </td>
                    <td className="py-2.5 pr-3">
                      <StatusBadge status={invoice.status} />
                    </td>
                    <td className="py-2.5 text-right">
                      <PdfLink invoice={invoice} />
                      <CreditNoteLinks invoice={invoice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SectionCard>
  );
}
