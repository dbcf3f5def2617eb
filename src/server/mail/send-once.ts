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

/** Handing one e-mail to SMTP takes seconds: a claim this old belongs to a run that died. */
export const staleMailClaimMs = 5 * 60 * 1000;

/**
 * Sends unless the e-mail went or another live run is sending it: takes it with a conditional
 * UPDATE only one run wins, sends, records when it went. A failed send gives the claim back so a
 * retry sends it. Resolves false when it was not this run's to send.
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
    await deps.db.execute(sql`update ${mail.table} set ${sql.identifier(mail.claimed.name)} = null where ${ours}`);
    throw error;
  }
  await deps.db.execute(
    sql`update ${mail.table} set ${sql.identifier(mail.sent.name)} = ${deps.clock.now()} where ${ours}`,
  );
  return true;
}

/**
 * Rows whose e-mail a run took and never sent (it died while sending), for a sweep to queue
 * again: their claim is stale, so the next run takes it.
 */
export async function abandonedMailRows<Row>(
  deps: { db: Db; clock: Clock },
  mail: OnceMail,
  returning: SQL,
): Promise<Row[]> {
  const staleBefore = new Date(deps.clock.now().getTime() - staleMailClaimMs);
  return selectRows<Row>(
    deps.db,
    sql`select ${returning} from ${mail.table}
        where ${mail.sent} is null and ${mail.claimed} < ${staleBefore}`,
  );
}
