import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { formatDate } from '../../shared/format-date.js';
import { formatUsd, plans } from '../../shared/pricing.js';
import { renewalNoticeDays, renewalNoticeTexts } from '../../shared/reminder-texts.js';
import { users } from '../db/schema.js';
import { composeReminderEmail, unsubscribeLink } from '../reminders/reminders.js';
import type { BillingDeps } from './billing-deps.js';
import { cancelRenewalUrl } from './renewal-link.js';
import { subscriptions } from './schema.js';
import type { SubscriptionRow } from './subscription-views.js';

const day = 24 * 3600 * 1000;

/** The notice for one plan's coming renewal, with its cancel link and the reminder footer and headers. */
function renewalNoticeEmail(deps: BillingDeps, to: string, plan: SubscriptionRow) {
  const words = renewalNoticeTexts({
    planName: plans[plan.plan].name,
    date: formatDate(plan.currentPeriodEnd!, { timeZone: 'UTC' }),
    amount: formatUsd(plan.priceCents),
    cardsRemaining: plan.cardsRemaining,
    cardsPerYear: plan.cardsPerYear,
  });
  return composeReminderEmail(
    { to, subject: words.subject },
    {
      heading: words.heading,
      paragraphs: words.paragraphs,
      button: { label: words.cancel, url: cancelRenewalUrl(deps, plan) },
    },
    unsubscribeLink(deps.secret, deps.publicUrl, plan.userId),
  );
}

/**
 * The renewal-notice job: every active annual plan (all plans are annual) that will renew
 * within `renewalNoticeDays` gets one e-mail for that renewal, unless it is set to end instead
 * or its owner turned reminders off. `renewal_notice_for` records the period end a notice went
 * out for, and is claimed before the e-mail is sent, so two runs (or two workers) send one.
 */
export async function sendRenewalNotices(deps: BillingDeps): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ plan: subscriptions, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + renewalNoticeDays * day)),
        or(isNull(subscriptions.renewalNoticeFor), ne(subscriptions.renewalNoticeFor, subscriptions.currentPeriodEnd)),
        eq(users.remindersEnabled, true),
      ),
    );
  let sent = 0;
  for (const { plan, email } of due) {
    const periodEnd = plan.currentPeriodEnd!;
    const [claimed] = await deps.db
      .update(subscriptions)
      .set({ renewalNoticeFor: periodEnd })
      .where(
        and(
          eq(subscriptions.id, plan.id),
          eq(subscriptions.currentPeriodEnd, periodEnd),
          or(isNull(subscriptions.renewalNoticeFor), ne(subscriptions.renewalNoticeFor, periodEnd)),
        ),
      )
      .returning({ id: subscriptions.id });
    if (!claimed) continue;
    try {
      await deps.mailer.send(await renewalNoticeEmail(deps, email, plan));
      sent += 1;
    } catch (error) {
      // Given back, so the next run tries again rather than the notice being lost.
      await deps.db
        .update(subscriptions)
        .set({ renewalNoticeFor: plan.renewalNoticeFor })
        .where(and(eq(subscriptions.id, plan.id), eq(subscriptions.renewalNoticeFor, periodEnd)));
      deps.logger.error({ err: error, subscriptionId: plan.id }, 'renewal notice could not be sent');
    }
  }
  return { sent };
}
