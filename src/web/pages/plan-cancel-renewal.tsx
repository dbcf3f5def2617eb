import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { renewalEndpoints } from '@shared/api/renewal-endpoints';
import { formatDate } from '@shared/format-date';
import { formatUsd, plans } from '@shared/pricing';
import { cancelRenewalTexts as texts } from '@shared/reminder-texts';
import { paths } from '@shared/routes';
import { SignedLinkCard } from '@/components/signed-link-card';
import { ApiError, request } from '@/lib/api';

/**
 * /plan/cancel-renewal?token=: a renewal notice's cancel link. Opening it shows the plan and its
 * renewal (a read); only the button cancels, as the billing page's Cancel does.
 */
export default function PlanCancelRenewalPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const preview = useQuery({
    queryKey: [renewalEndpoints.preview.path, token],
    queryFn: () => request(renewalEndpoints.preview, { query: { token } }),
    enabled: Boolean(token),
  });
  const plan = preview.data;
  const blocked = preview.error
    ? preview.error instanceof ApiError
      ? preview.error.message
      : texts.invalidLink
    : null;
  return (
    <SignedLinkCard
      texts={texts}
      blocked={blocked}
      description={
        plan ? texts.description(plans[plan.plan].name, formatDate(plan.renewalDate), formatUsd(plan.priceCents)) : null
      }
      act={(linkToken) => request(renewalEndpoints.cancel, { query: { token: linkToken } })}
      done={(answer) => ({
        title: texts.doneTitle,
        description: texts.doneDescription(formatDate(answer.renewalDate)),
        link: { label: texts.billingLink, to: paths.accountBilling },
      })}
    />
  );
}
