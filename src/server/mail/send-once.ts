import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock.js';
import { selectRows, type Db } from '../db/database.js';

/**
 * A row that owes one e-mail keeps two moments for it: when a run took it (`claimed`) and when
 * it went (`sent`). Jobs run at least once, and a job past its expiry may still be running when
 * its retry starts on another worker, so "check sent, send, mark sent" mails twice.
 */
export interface OnceMail {
  table: PgTable;
  id: Column;
  claimed: Column;
  sent: Column;
}

/**
 * A claim this old belongs to a run that died: the SMTP mailer gives up on a server within about
 * a minute (smtp-mailer.ts), so no live send holds a claim this long.
 */
export const staleMailClaimMs = 5 * 60 * 1000;

/**
 * Sends unless the e-mail went or another live run is sending it: takes it with a conditional
 * UPDATE only one run wins, sends, records when it went. A failed send gives the claim back so a
 * retry, or the sweep, sends it. Resolves false when it was not this run's to send.
 */
export async function sendOnce(
  deps: { db: Db; clock: Clock },
  mail: OnceMail,
  rowId: string,
  send: () => Promise<void>,
): Promise<boolean> {
  const claim = deps.clock.now();
  const staleBefore = new Date(claim.getTime() - staleMailClaimMs);
  const claimed = await selectRows(
    deps.db,
    sql`update ${mail.table} set ${sql.identifier(mail.claimed.name)} = ${claim}
        where ${mail.id} = ${rowId} and ${mail.sent} is null
          and (${mail.claimed} is null or ${mail.claimed} < ${staleBefore})
        returning 1`,
  );
  if (claimed.length === 0) return false;
  const ours = sql`${mail.id} = ${rowId} and ${mail.claimed} = ${claim}`;
  try {
    await send();
  } catch (error) {
    // Given back as a claim already stale, not cleared: a run that started while this one was
    // sending has passed it by, so only the next run or the sweep (which looks for stale claims)
    // can send it now.
    const released = new Date(claim.getTime() - staleMailClaimMs - 1);
    await deps.db.execute(
      sql`update ${mail.table} set ${sql.identifier(mail.claimed.name)} = ${released} where ${ours}`,
    );
    throw error;
  }
  await deps.db.execute(
    sql`update ${mail.table} set ${sql.identifier(mail.sent.name)} = ${deps.clock.now()} where ${ours}`,
  );
  return true;
}

/**
 * Rows whose e-mail a run took and never sent (it died while sending) and that still owe it
 * (`stillOwed`, a condition on the row), for a sweep to queue again: their claim is stale, so
 * the next run takes it.
 */
export async function abandonedMailRows<Row>(
  deps: { db: Db; clock: Clock },
  mail: OnceMail,
  query: { returning: SQL; stillOwed: SQL },
): Promise<Row[]> {
  const staleBefore = new Date(deps.clock.now().getTime() - staleMailClaimMs);
  return selectRows<Row>(
    deps.db,
    sql`select ${query.returning} from ${mail.table}
        where ${mail.sent} is null and ${mail.claimed} < ${staleBefore} and (${query.stillOwed})`,
  );
}
