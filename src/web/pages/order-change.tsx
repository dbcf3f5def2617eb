import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { DesignView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { ApprovePanel } from '@/features/card-design/components/approve-panel';
import { ChangeForm } from '@/features/card-design/components/change-form';
import { ReplacedLinkNotice } from '@/features/card-design/components/replaced-link-notice';
import { RenderingNotice, ReviewShell } from '@/features/card-design/components/review-shell';

function ChangeStep({
  design,
  token,
  onNewToken,
}: {
  design: DesignView;
  token: string | null;
  onNewToken: (token: string) => void;
}) {
  const [sentFrom, setSentFrom] = useState<number | null>(null);
  if (design.linkReplaced) return <ReplacedLinkNotice orderId={design.orderId} />;
  if (sentFrom !== null || design.rendering) {
    const ready = !design.rendering && design.revision !== null && design.revision > (sentFrom ?? 0);
    // Just sent, before the answer replaces the design on screen: the old preview's buttons
    // must not flash up (they would act on the revision the change replaced).
    if (sentFrom !== null && !design.rendering && !ready) return <RenderingNotice first={false} />;
    return (
      <div className="flex flex-col gap-4">
        {ready ? (
          <p role="status" className="rounded-xl bg-accent/60 px-4 py-3 font-medium text-accent-foreground">
            {texts.newPreviewReady}
          </p>
        ) : null}
        <ApprovePanel design={design} token={token} onRequestChange={() => setSentFrom(null)} />
      </div>
    );
  }
  if (!design.canRequestChange) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{design.state === 'approved' ? texts.approvedHeading : texts.noRoundsLeft}</p>
        <Button asChild variant="outline">
          <Link
            to={
              paths.orderApprove.replace(':orderId', design.orderId) +
              (token ? `?token=${encodeURIComponent(token)}` : '')
            }
          >
            {texts.backToPreview}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ChangeForm
      design={design}
      token={token}
      onSent={(view) => {
        setSentFrom(design.revision ?? 0);
        // The link just used is spent; the new preview's own link lets this page approve it.
        if (view.nextToken) onNewToken(view.nextToken);
      }}
    />
  );
}

/** /orders/:orderId/change: the preview e-mail's 'Request a change' link, or the owner from their orders. */
export default function OrderChangePage() {
  const { orderId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const token = search.get('token');
  return (
    <ReviewShell title={texts.changeTitle} orderId={orderId} token={token}>
      {(design) => (
        <ChangeStep
          design={design}
          token={token}
          onNewToken={(next) => setSearch({ token: next }, { replace: true })}
        />
      )}
    </ReviewShell>
  );
}
