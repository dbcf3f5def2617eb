import { CheckCircle2, Download, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import type { DesignView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useApproveDesign } from '../api/design';
import { DesignPages } from './design-pages';
import { NewPictureForm } from './new-picture-form';
import { PrintChecks } from './print-checks';
import { ReplacedLinkNotice } from './replaced-link-notice';
import { RenderingNotice } from './review-shell';

function changePagePath(orderId: string, token: string | null): string {
  const path = paths.orderChange.replace(':orderId', orderId);
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/**
 * The preview with its checks, and the customer's two choices: approve, or ask for a change.
 * `onRequestChange` replaces the link to the change page (when the panel is already on it);
 * `onApproved` tells the page around it, which may show the order's status too.
 */
export function ApprovePanel({
  design,
  token,
  onRequestChange,
  onApproved,
}: {
  design: DesignView;
  token: string | null;
  onRequestChange?: () => void;
  onApproved?: (view: DesignView) => void;
}) {
  const approve = useApproveDesign(design.orderId, token, onApproved);
  const approved = design.state === 'approved';
  if (design.linkReplaced) return <ReplacedLinkNotice orderId={design.orderId} />;
  return (
    <div className="flex flex-col gap-6">
      {design.pictureFailed ? (
        <NewPictureForm design={design} token={token} />
      ) : approved ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950"
        >
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{texts.approvedHeading}</p>
            <p className="text-sm">{texts.approvedBody}</p>
          </div>
        </div>
      ) : design.rendering ? (
        <RenderingNotice first={design.pages.length === 0} />
      ) : (
        <p className="text-muted-foreground">{texts.awaitingIntro}</p>
      )}
      {design.pages.length > 0 ? <DesignPages pages={design.pages} /> : null}
      {!approved ? <PrintChecks checks={design.checks} /> : null}
      {approve.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {approve.error instanceof ApiError ? approve.error.message : String(approve.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {design.canApprove ? (
          <Button size="lg" disabled={approve.isPending} onClick={() => approve.mutate({})}>
            <CheckCircle2 aria-hidden />
            {approve.isPending ? texts.approving : texts.approve}
          </Button>
        ) : null}
        {design.canRequestChange && onRequestChange ? (
          <Button size="lg" variant="outline" onClick={onRequestChange}>
            <PenLine aria-hidden />
            {texts.requestChange}
          </Button>
        ) : design.canRequestChange ? (
          <Button asChild size="lg" variant="outline">
            <Link to={changePagePath(design.orderId, token)}>
              <PenLine aria-hidden />
              {texts.requestChange}
            </Link>
          </Button>
        ) : null}
        {design.pdfUrl ? (
          <Button asChild variant="ghost">
            <a href={design.pdfUrl}>
              <Download aria-hidden />
              {texts.downloadPdf}
            </a>
          </Button>
        ) : null}
      </div>
      {!approved && design.state === 'awaiting_approval' ? (
        <p className="text-sm text-muted-foreground">
          {design.changeRounds.left > 0 ? texts.roundsRule(design.changeRounds.left) : texts.noRoundsLeft}
        </p>
      ) : null}
    </div>
  );
}
