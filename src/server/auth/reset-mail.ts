import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { authRules } from '../../shared/auth-rules.js';
import { paths } from '../../shared/routes.js';
import { passwordResetMails, users } from '../db/schema.js';
import { jobNames, type JobRegistry } from '../jobs/jobs.js';
import { passwordResetEmail } from '../mail/compose-auth-emails.js';
import { abandonedMailRows, sendOnce, type OnceMail } from '../mail/send-once.js';
import { addMinutes } from '../time.js';
import type { AuthContext } from './context.js';
import { issueLinkToken } from './link-tokens.js';
import { findUserByEmail } from './users.js';

/**
 * The reset link goes once per request however often its job runs: a send that stalls past the
 * job's 30 s expiry (pg-boss-runner.ts) has the job retried beside it, and each run used to mail
 * its own link.
 */
const resetMail = {
  table: passwordResetMails,
  id: passwordResetMails.id,
  claimed: passwordResetMails.claimedAt,
  sent: passwordResetMails.sentAt,
} satisfies OnceMail;

/** The job's data: the address, and an id every run and retry of this one request shares. */
export interface ResetMailJob {
  email: string;
  mailId: string;
}

export function resetMailJob(email: string): ResetMailJob {
  return { email, mailId: randomUUID() };
}

/** The reset-mail job: a link for an address with an account, nothing for any other. */
async function mailPasswordResetLink(ctx: AuthContext, job: ResetMailJob): Promise<void> {
  const user = await findUserByEmail(ctx.db, job.email);
  if (!user) return;
  await ctx.db
    .insert(passwordResetMails)
    .values({ id: job.mailId, userId: user.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  await sendOnce(ctx, resetMail, job.mailId, async () => {
    // Issued only by the run that sends: a run that stands aside leaves no live link unsent.
    const token = await issueLinkToken(ctx, user.id, 'password_reset', authRules.resetTokenTtlMinutes);
    const url = `${ctx.publicUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(await passwordResetEmail(user.email, url));
  });
}

/**
 * Requests whose e-mail a run took and never sent (its worker died sending) are queued again
 * while the person may still be waiting for it (one link's lifetime); after a day the request
 * itself is forgotten.
 */
export async function requeueUnsentResetMails(ctx: Pick<AuthContext, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const now = ctx.clock.now();
  const owed = await abandonedMailRows<ResetMailJob>(ctx, resetMail, {
    returning: sql`${passwordResetMails.id} as "mailId",
      (select ${users.email} from ${users} where ${users.id} = ${passwordResetMails.userId}) as "email"`,
    stillOwed: sql`${passwordResetMails.createdAt} > ${addMinutes(now, -authRules.resetTokenTtlMinutes)}`,
  });
  for (const { email, mailId } of owed) await ctx.jobs.send(jobNames.passwordResetMail, { email, mailId });
  await ctx.db.delete(passwordResetMails).where(lt(passwordResetMails.createdAt, addMinutes(now, -24 * 60)));
  return owed.length;
}

export function registerAuthJobs(registry: JobRegistry, ctx: AuthContext): void {
  registry.on(jobNames.passwordResetMail, (data) =>
    mailPasswordResetLink(ctx, {
      email: String(data.email),
      // A job queued before requests had ids is sent as it was then, with no claim to share.
      mailId: typeof data.mailId === 'string' ? data.mailId : randomUUID(),
    }),
  );
  registry.every(jobNames.passwordResetMailSweep, '*/15 * * * *', async () => {
    await requeueUnsentResetMails(ctx);
  });
}
