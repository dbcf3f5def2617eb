import { formatUsd, plans, type PlanId } from '../../shared/pricing.js';
import { paths } from '../../shared/routes.js';
import { formatDate } from '../../shared/format-date.js';
import { composeNoticeEmail } from './compose-email.js';

export function planRenewedEmail(to: string, plan: PlanId, amountCents: number, periodEnd: Date, publicUrl: string) {
  const { name, cardsPerYear } = plans[plan];
  return composeNoticeEmail(
    { to, subject: `Your Keepsake ${name} has renewed` },
    {
      heading: 'Your plan has renewed',
      paragraphs: [
        `We charged ${formatUsd(amountCents)} for another year of your ${name}. You have ${cardsPerYear} cards to use until ${formatDate(periodEnd, { timeZone: 'UTC' })}.`,
      ],
      button: { label: 'See your billing', url: `${publicUrl}${paths.accountBilling}` },
    },
  );
}

export function renewalFailedEmail(to: string, plan: PlanId, reason: string, publicUrl: string) {
  const { name } = plans[plan];
  return composeNoticeEmail(
    { to, subject: `We could not renew your Keepsake ${name}` },
    {
      heading: 'Your plan payment did not go through',
      paragraphs: [
        `We tried to renew your ${name} but the payment failed: ${reason}`,
        'Your plan is paused until the payment succeeds. Update your card to keep your plan cards.',
      ],
      button: { label: 'Update billing', url: `${publicUrl}${paths.accountBilling}` },
    },
  );
}

export function planEndedEmail(to: string, plan: PlanId, publicUrl: string) {
  const { name } = plans[plan];
  return composeNoticeEmail(
    { to, subject: `Your Keepsake ${name} has ended` },
    {
      heading: 'Your plan has ended',
      paragraphs: [
        `As you asked, your ${name} ended at the end of its billing period. Thank you for making cards with us.`,
      ],
      button: { label: 'Subscribe again', url: `${publicUrl}${paths.accountBilling}` },
    },
  );
}
