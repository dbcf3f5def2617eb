import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.js';
import { authEndpoints } from '../../shared/api/auth.js';
import { authRules } from '../../shared/auth-rules.js';
import { requireUser } from './auth-plugin.js';
import { completeLogin, completeSignup, sendLoginCode, sendSignupCode, verifyCode } from './code-sign-in.js';
import type { AuthContext } from './context.js';
import {
  checkResetLink,
  confirmationPagePath,
  confirmEmail,
  passwordLogin,
  passwordSignup,
  requestPasswordReset,
  resetPassword,
} from './passwords.js';
import { PROOF_COOKIE } from './proofs.js';
import { refreshSession, revokeSession } from './sessions.js';

/** Thin HTTP layer over the account services: parse with the shared schema, call, reply. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext; secureCookies: boolean }> = async (
  app,
  { ctx, secureCookies },
) => {
  const proofCookie = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
    path: '/api/auth',
  };
  const clearProof = (reply: FastifyReply) => reply.clearCookie(PROOF_COOKIE, proofCookie);

  route(app, authEndpoints.sendVerification, (request) => sendSignupCode(ctx, request.body.email, request.ip));

  route(app, authEndpoints.sendLoginCode, async (request) => {
    await sendLoginCode(ctx, request.body.email, request.ip);
    return { message: 'Login code sent' };
  });

  route(app, authEndpoints.verifyCode, async (request, reply) => {
    const { proof, ...result } = await verifyCode(ctx, request.body.email, request.body.code, request.ip);
    void reply.setCookie(PROOF_COOKIE, proof, { ...proofCookie, maxAge: authRules.proofTtlMinutes * 60 });
    return result;
  });

  route(app, authEndpoints.completeSignup, async (request, reply) => {
    const result = await completeSignup(ctx, request.cookies[PROOF_COOKIE], request.body);
    clearProof(reply);
    return result;
  });

  route(app, authEndpoints.completeLogin, async (request, reply) => {
    const result = await completeLogin(ctx, request.cookies[PROOF_COOKIE], request.body.email);
    clearProof(reply);
    return result;
  });

  route(app, authEndpoints.passwordLogin, (request) => passwordLogin(ctx, request.body, request.ip));

  route(app, authEndpoints.passwordSignup, async (request, reply) => {
    const result = await passwordSignup(ctx, request.body, request.ip);
    void reply.status(201);
    return result;
  });

  // Links mailed before the confirmation moved to the page: they lead there, and confirm nothing.
  route(app, authEndpoints.confirmLink, (request, reply) => reply.redirect(confirmationPagePath(request.query.token)));

  route(app, authEndpoints.confirmEmail, (request) => confirmEmail(ctx, request.body.token));

  route(app, authEndpoints.refresh, (request) => refreshSession(ctx, request.body.refresh_token));

  route(app, authEndpoints.logout, async (request) => {
    requireUser(request);
    await revokeSession(ctx.db, ctx.clock.now(), request.auth!.sessionId);
    return { success: true as const };
  });

  route(app, authEndpoints.currentUser, (request) => ({ user: requireUser(request) }));

  route(app, authEndpoints.forgotPassword, async (request) => ({
    message: await requestPasswordReset(ctx, request.body.email, request.ip),
  }));

  route(app, authEndpoints.checkResetLink, async (request) => {
    await checkResetLink(ctx, request.body.token);
    return { valid: true as const };
  });

  route(app, authEndpoints.resetPassword, async (request) => {
    await resetPassword(ctx, request.body.token, request.body.password);
    return { message: 'Password updated. Please log in with your new password.' };
  });
};
