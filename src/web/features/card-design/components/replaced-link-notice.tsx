import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';

/**
 * An older preview e-mail's link, opened after a change made a newer preview: it can no longer
 * act, so rather than a design without buttons the page says why and leads to the current
 * preview (the owner's own page: signing in is the way back without the newest e-mail).
 */
export function ReplacedLinkNotice({ orderId }: { orderId: string }) {
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6">
      <p className="font-medium">{texts.linkReplaced}</p>
      <Button asChild size="lg">
        <Link to={paths.orderApprove.replace(':orderId', orderId)}>
          {texts.openCurrentPreview}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
