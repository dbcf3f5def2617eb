import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../shared/api/text.js';
import { route } from '../http/route.js';
import {
  authEndpoints,
  completeLoginRequestSchema,
  completeSignupRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  passwordLoginRequestSchema,
  passwordSignupRequestSchema,
  refreshRequestSchema,
  resetLinkCheckRequestSchema,
  resetPasswordRequestSchema,
  verifyCodeRequestSchema,
} from '../../shared/api/auth.js';
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

  app.post('/api/auth/verify-code', { schema: { body: verifyCodeRequestSchema } }, async (request, reply) => {
    const { proof, ...result } = await verifyCode(ctx, request.body.email, request.body.code, request.ip);
    void reply.setCookie(PROOF_COOKIE, proof, { ...proofCookie, maxAge: authRules.proofTtlMinutes * 60 });
    return result;
  });

  app.post('/api/auth/complete-signup', { schema: { body: completeSignupRequestSchema } }, async (request, reply) => {
    const result = await completeSignup(ctx, request.cookies[PROOF_COOKIE], request.body);
    clearProof(reply);
    return result;
  });

  app.post('/api/auth/complete-login', { schema: { body: completeLoginRequestSchema } }, async (request, reply) => {
    const result = await completeLogin(ctx, request.cookies[PROOF_COOKIE], request.body.email);
    clearProof(reply);
    return result;
  });

  app.post('/api/auth/login', { schema: { body: passwordLoginRequestSchema } }, (request) =>
    passwordLogin(ctx, request.body, request.ip),
  );

  app.post('/api/auth/signup', { schema: { body: passwordSignupRequestSchema } }, async (request, reply) => {
    const result = await passwordSignup(ctx, request.body, request.ip);
    return reply.status(201).send(result);
  });

  // Links mailed before the confirmation moved to the page: they lead there, and confirm nothing.
  app.get(
    '/api/auth/confirm',
    { schema: { querystring: z.object({ token: singleLine().max(400).optional() }) } },
    async (request, reply) => reply.redirect(confirmationPagePath(request.query.token)),
  );

  app.post('/api/auth/confirm', { schema: { body: confirmEmailRequestSchema } }, (request) =>
    confirmEmail(ctx, request.body.token),
  );

  app.post('/api/auth/refresh', { schema: { body: refreshRequestSchema } }, (request) =>
    refreshSession(ctx, request.body.refresh_token),
  );

  app.post('/api/auth/logout', async (request) => {
    requireUser(request);
    await revokeSession(ctx.db, ctx.clock.now(), request.auth!.sessionId);
    return { success: true as const };
  });

  app.get('/api/auth/user', (request) => ({ user: requireUser(request) }));

  app.post('/api/auth/forgot-password', { schema: { body: forgotPasswordRequestSchema } }, async (request) => ({
    message: await requestPasswordReset(ctx, request.body.email, request.ip),
  }));

  app.post('/api/auth/reset-password/check', { schema: { body: resetLinkCheckRequestSchema } }, async (request) => {
    await checkResetLink(ctx, request.body.token);
    return { valid: true as const };
  });

  app.post('/api/auth/reset-password', { schema: { body: resetPasswordRequestSchema } }, async (request) => {
    await resetPassword(ctx, request.body.token, request.body.password);
    return { message: 'Password updated. Please log in with your new password.' };
  });
};
