import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remindersEndpoints } from '../../shared/api/reminders-endpoints.js';
import { unsubscribeTexts } from '../../shared/reminder-texts.js';
import type { AppServices } from '../app-services.js';
import { requireUser } from '../auth/auth-plugin.js';
import { AppError } from '../http/app-error.js';
import { route } from '../http/route.js';
import { enforceRateLimits } from '../security/rate-limiter.js';
import { remindersEnabled, setRemindersEnabled } from './reminder-settings.js';
import { unsubscribeUserId } from './unsubscribe.js';

export type RemindersDeps = Pick<AppServices, 'db' | 'clock' | 'limiter' | 'secret'>;

/**
 * Only failed tokens count: one-click POSTs come from the mail provider's own servers, so all of
 * its users share an address, and a real unsubscribe must never meet a 429 (the provider does not
 * retry). A script trying tokens fails every signature and is slowed down.
 */
const unsubscribePerClient = { max: 30, windowSeconds: 900 };

export const reminderRoutes: FastifyPluginAsyncZod<{ deps: RemindersDeps }> = async (app, { deps }) => {
  // RFC 8058's one-click POST is form-encoded (`List-Unsubscribe=One-Click`). The token in the
  // address is the whole proof, so the body is read only to be accepted; this plugin's scope only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  route(app, remindersEndpoints.settings, async (request) => ({
    remindersEnabled: await remindersEnabled(deps.db, requireUser(request).id),
  }));

  route(app, remindersEndpoints.updateSettings, (request) =>
    setRemindersEnabled(deps, requireUser(request).id, request.body.remindersEnabled),
  );

  route(app, remindersEndpoints.unsubscribe, async (request) => {
    const userId = request.query.token ? unsubscribeUserId(deps.secret, request.query.token) : null;
    if (!userId) {
      await enforceRateLimits(deps, [{ key: `unsubscribe-refused:ip:${request.ip}`, rule: unsubscribePerClient }]);
      throw new AppError('BAD_REQUEST', unsubscribeTexts.invalidLink);
    }
    // An account deleted since the e-mail gets no more reminders either: the same answer.
    await setRemindersEnabled(deps, userId, false).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    });
    return { message: unsubscribeTexts.unsubscribed, remindersEnabled: false as const };
  });
};
