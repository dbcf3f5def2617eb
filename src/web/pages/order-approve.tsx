import { useParams, useSearchParams } from 'react-router';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { ApprovePanel } from '@/features/card-design/components/approve-panel';
import { ReviewShell } from '@/features/card-design/components/review-shell';

/** /orders/:orderId/approve: the preview e-mail's 'Approve and print' link, or the owner from their orders. */
export default function OrderApprovePage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <ReviewShell title={texts.approveTitle} orderId={orderId} token={token}>
      {(design) => <ApprovePanel design={design} token={token} />}
    </ReviewShell>
  );
}
