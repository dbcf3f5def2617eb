import { desc } from 'drizzle-orm';
import type { PageViewRecord, PageViewRequest } from '../../shared/api/analytics.js';
import type { Db } from '../db/database.js';
import { paths } from '../../shared/routes.js';
import { pageViews } from '../db/schema.js';

/**
 * Pages whose address is itself a secret (an ask-them link: whoever has it may answer it). They
 * are stored as their pattern, never with the token.
 */
const secretPages = [paths.addressFor].map((pattern) => ({
  pattern,
  matches: new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
}));

function withoutSecrets(pathname: string): string {
  return secretPages.find((page) => page.matches.test(pathname))?.pattern ?? pathname;
}

/** Drops query and fragment (they can carry reset tokens and e-mail addresses) and secret path segments. */
function withoutQuery(value: string): string {
  return withoutSecrets(value.split(/[?#]/, 1)[0] ?? '');
}

function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${withoutSecrets(url.pathname)}`;
  } catch {
    // An in-app referrer arrives as a bare path.
    return referrer.startsWith('/') ? withoutQuery(referrer) || null : null;
  }
}

export async function recordPageView(db: Db, view: PageViewRequest, at: Date): Promise<void> {
  await db.insert(pageViews).values({
    path: withoutQuery(view.path) || '/',
    referrer: cleanReferrer(view.referrer),
    createdAt: at,
  });
}

export async function listRecentPageViews(db: Db, limit: number): Promise<PageViewRecord[]> {
  const rows = await db.select().from(pageViews).orderBy(desc(pageViews.createdAt)).limit(limit);
  return rows.map((row) => ({ path: row.path, referrer: row.referrer, createdAt: row.createdAt.toISOString() }));
}
