import { eq } from 'drizzle-orm';
import { addDays, daysBetween, nextOccurrence, utcToday } from '../../shared/occasion-dates.js';
import { occasionTitle, remindDaysLimits } from '../../shared/occasion-texts.js';
import type { AppServices } from '../app-services.js';
import type { JobRegistry } from '../jobs/jobs.js';
import { occasionReminderEmail } from './occasion-reminder-email.js';
import { occasionCardUrl, occasionsToRemind } from '../recipients/recipients.js';
import { occasionReminders } from './schema.js';
import { unsubscribeLink } from './unsubscribe.js';

type Deps = Pick<AppServices, 'db' | 'clock' | 'mailer' | 'logger' | 'secret' | 'publicUrl'>;

/** The queue and schedule name (pg-boss runs it once per cron tick across all instances). */
export const occasionRemindersJob = 'occasion-reminders';
/**
 * Every hour at :07. Once a day would do; hourly means a restart or an outage delays a
 * reminder by an hour, not a day, and a run with nothing due costs one small query.
 */
export const occasionRemindersCron = '7 * * * *';

/** The calendar months a reminder sent today can be about: today to the longest notice ahead. */
function monthsAhead(today: string): number[] {
  const months = new Set<number>();
  for (let offset = 0; offset <= remindDaysLimits.max; offset += 1) {
    months.add(Number(addDays(today, offset).slice(5, 7)));
  }
  return [...months];
}

/**
 * Sends every occasion reminder that is due: its reminder day (the occasion's next date, in UTC
 * calendar days, minus its remind_days_before) is today or has passed and the occasion itself
 * is today or later; its owner has reminders on; and it was not sent for this occurrence yet.
 * Each one is claimed by inserting its (occasion, occurrence) row first: the unique index lets
 * exactly one run (of two at once, or after a restart) win, and only the winner sends. A send
 * that fails gives its claim back, so the next run tries again; a crash between claim and send
 * loses that one reminder rather than ever sending it twice.
 */
export async function sendOccasionReminders(deps: Deps): Promise<number> {
  const today = utcToday(deps.clock.now());
  const candidates = await occasionsToRemind(deps.db, monthsAhead(today));

  let sent = 0;
  for (const { occasion, recipientName, userId, email } of candidates) {
    const date = nextOccurrence(occasion, today);
    if (!date || addDays(date, -occasion.remindDaysBefore) > today) continue;
    const [claim] = await deps.db
      .insert(occasionReminders)
      .values({ occasionId: occasion.id, userId, occurrenceDate: date, sentAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: occasionReminders.id });
    if (!claim) continue;
    try {
      await deps.mailer.send(
        await occasionReminderEmail({
          to: email,
          recipientName,
          title: occasionTitle(occasion),
          date,
          daysAway: daysBetween(today, date),
          startCardUrl: occasionCardUrl(deps.secret, deps.publicUrl, {
            recipientId: occasion.recipientId,
            occasionId: occasion.id,
            date,
          }),
          unsubscribe: unsubscribeLink(deps.secret, deps.publicUrl, userId),
        }),
      );
      sent += 1;
    } catch (error) {
      await deps.db.delete(occasionReminders).where(eq(occasionReminders.id, claim.id));
      deps.logger.error({ err: error, occasionId: occasion.id }, 'occasion reminder could not be sent');
    }
  }
  return sent;
}

/** The reminders room's background work: the occasion reminder sweep. */
export function registerOccasionReminderJobs(registry: JobRegistry, deps: Deps): void {
  registry.every(occasionRemindersJob, occasionRemindersCron, async () => {
    await sendOccasionReminders(deps);
  });
}
