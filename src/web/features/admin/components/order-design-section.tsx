import { AlertTriangle, CheckCircle2, Download, Palette } from 'lucide-react';
import type { DesignView } from '@shared/api/card-design';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { designMessages } from '@shared/card-design-rules';
import { designScreenTexts } from '@shared/card-design-texts';
import { cardStyles } from '@shared/creation-rules';
import { formatDate } from '@shared/format-date';
import { SectionCard, SubHeading } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDesign } from '@/features/card-design/api/design';
import { DesignPages } from '@/features/card-design/components/design-pages';
import { Loading } from '@/components/ui/loading';

export function styleName(id: string): string {
  return cardStyles.find((style) => style.id === id)?.name ?? id;
}

function PrintWarnings({ checks }: { checks: DesignView['checks'] }) {
  return (
    <div className="flex flex-col gap-2" data-testid="print-warnings">
      <SubHeading>{texts.printWarnings}</SubHeading>
      {checks.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden />
          {texts.noPrintWarnings}
        </p>
      ) : (
        <ul className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {checks.map((check) => (
            <li key={`${check.code}-${check.part ?? ''}`} className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {check.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ChangeRequests({ requests }: { requests: DesignView['changeRequests'] }) {
  return (
    <div className="flex flex-col gap-2" data-testid="change-requests">
      <SubHeading>{texts.changeRequests}</SubHeading>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noChangeRequests}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {requests.map((request) => (
            <li key={`${request.createdAt}-${request.toRevision}`} className="rounded-md border p-3 text-sm">
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
                <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                <span>{texts.changeVia[request.via] ?? request.via}</span>
                <span>{texts.revisionStep(request.fromRevision, request.toRevision)}</span>
                <span>
                  {texts.style}: {styleName(request.style)}
                </span>
              </p>
              <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="font-medium">{texts.front}</dt>
                <dd className="break-words whitespace-pre-line">{request.front}</dd>
                <dt className="font-medium">{texts.inside}</dt>
                <dd className="break-words whitespace-pre-line">{request.inside}</dd>
                <dt className="font-medium">{texts.back}</dt>
                <dd className="break-words whitespace-pre-line">{request.back}</dd>
                {request.note ? (
                  <>
                    <dt className="font-medium">{texts.note}</dt>
                    <dd className="break-words whitespace-pre-line">{request.note}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function DesignBody({ design }: { design: DesignView }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge variant={design.state === 'approved' ? 'default' : 'outline'} data-testid="design-state">
          {texts.designStates[design.state] ?? design.state}
        </Badge>
        {design.approvedAt ? <span>{texts.approvedOn(formatDate(design.approvedAt))}</span> : null}
        {design.revision !== null ? (
          <span className="text-muted-foreground">{texts.revision(design.revision)}</span>
        ) : null}
        <span className="text-muted-foreground">
          {texts.changeRoundsUsed(design.changeRounds.used, design.changeRounds.max)}
        </span>
      </div>
      {design.pictureFailed ? (
        <p
          role="alert"
          data-testid="design-picture-failed"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <span className="font-semibold">{designScreenTexts.pictureFailedBadge}. </span>
          {designMessages.pictureFailedAdmin}
        </p>
      ) : null}
      {design.pages.length > 0 ? <DesignPages pages={design.pages} /> : null}
      <PrintWarnings checks={design.checks} />
      <ChangeRequests requests={design.changeRequests} />
    </>
  );
}

function PaidDesign({ orderId }: { orderId: string }) {
  const design = useDesign(orderId, null);
  const pdfUrl = design.data?.pdfUrl;
  return (
    <SectionCard
      title={texts.designHeading}
      icon={Palette}
      testId="order-design"
      action={
        pdfUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={pdfUrl} download>
              <Download aria-hidden />
              {texts.downloadPdf}
            </a>
          </Button>
        ) : null
      }
    >
      {design.isPending ? (
        <Loading label={texts.loading} />
      ) : design.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {texts.designUnavailable}
        </p>
      ) : (
        <DesignBody design={design.data} />
      )}
    </SectionCard>
  );
}

/**
 * The card as it will print (card-design feature's GET /api/orders/:id/design, which admins may
 * read): where approval stands, the preview pages, the pre-print warnings, the change requests
 * and the print PDF. Read only: approving is the customer's.
 */
export function OrderDesignSection({ orderId, hasDesign }: { orderId: string; hasDesign: boolean }) {
  if (hasDesign) return <PaidDesign orderId={orderId} />;
  return (
    <SectionCard title={texts.designHeading} icon={Palette} testId="order-design">
      <p className="text-sm text-muted-foreground">{texts.designNotYet}</p>
    </SectionCard>
  );
}
