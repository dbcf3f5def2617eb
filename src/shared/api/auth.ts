import { z } from 'zod';
import { authRules } from '../auth-rules.js';
import { validationMessages } from '../messages.js';
import { endpoint } from './endpoint.js';
import { singleLine } from './text.js';
import { currentUserResponseSchema, userSchema } from './user.js';

/** Addresses compare case-insensitively and without surrounding spaces everywhere. */
export const emailField = (message: string = validationMessages.emailInvalid) =>
  singleLine({ message }).trim().toLowerCase().pipe(z.email({ message }).max(254, { message }));

export const codeField = singleLine({ message: validationMessages.codeLength })
  .length(authRules.codeLength, { message: validationMessages.codeLength })
  .regex(/^\d+$/, { message: validationMessages.codeDigits });

const nameField = (message: string) => singleLine({ message }).trim().min(1, { message }).max(100);

export const passwordField = singleLine({ message: validationMessages.passwordRequired })
  .min(1, { message: validationMessages.passwordRequired })
  .min(authRules.passwordMinLength, { message: validationMessages.passwordTooShort })
  .max(200);

// POST /api/auth/send-verification
export const sendVerificationRequestSchema = z.object({ email: emailField() });
export const sendVerificationResponseSchema = z.object({ isExistingUser: z.boolean(), message: z.string() });
export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;

// POST /api/auth/send-login-code
export const sendLoginCodeRequestSchema = z.object({ email: emailField() });
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// POST /api/auth/verify-code: on success an httpOnly cookie holds the proof for complete-*.
export const verifyCodeRequestSchema = z.object({ email: emailField(), code: codeField });
export const verifyCodeResponseSchema = z.object({ verified: z.literal(true), isExistingUser: z.boolean() });
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>;

// POST /api/auth/complete-signup. lastName may be empty: /signup's single name field can be one word.
export const completeSignupRequestSchema = z.object({
  email: emailField(),
  firstName: nameField(validationMessages.firstNameRequired),
  lastName: singleLine().trim().max(100).default(''),
});
export type CompleteSignupRequest = z.input<typeof completeSignupRequestSchema>;

// POST /api/auth/complete-login
export const completeLoginRequestSchema = z.object({ email: emailField() });

export const tokenResponseSchema = z.object({ token: z.string(), user: userSchema });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The provider-style session (access and refresh token, expiry, user), used by password login and e-mail confirmation. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  /** Unix seconds. */
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

// POST /api/auth/login
export const passwordLoginRequestSchema = z.object({
  email: emailField(),
  password: singleLine({ message: validationMessages.passwordRequired }).min(1, validationMessages.passwordRequired),
});
export const passwordLoginResponseSchema = sessionSchema.extend({ token: z.string() });
export type PasswordLoginResponse = z.infer<typeof passwordLoginResponseSchema>;

// POST /api/auth/signup
export const passwordSignupRequestSchema = z.object({
  email: emailField(validationMessages.signupEmailInvalid),
  password: passwordField,
  firstName: nameField(validationMessages.firstNameRequired),
  lastName: nameField(validationMessages.lastNameRequired),
  username: singleLine().trim().max(254).optional(),
});
export type PasswordSignupRequest = z.input<typeof passwordSignupRequestSchema>;
export const passwordSignupResponseSchema = z.object({ user: userSchema, message: z.string() });

// POST /api/auth/confirm: the click on /confirm-email?token=…; answers with a session.
export const confirmEmailRequestSchema = z.object({ token: singleLine().min(1).max(200) });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

// POST /api/auth/refresh (the confirm-email session's refresh; refresh tokens rotate)
export const refreshRequestSchema = z.object({ refresh_token: singleLine().min(1).max(400) });

// POST /api/auth/forgot-password
export const forgotPasswordRequestSchema = z.object({
  email: emailField(),
});

// POST /api/auth/reset-password
export const resetPasswordRequestSchema = z.object({
  token: singleLine().min(1).max(400),
  password: passwordField,
  isSupabaseToken: z.boolean().optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// POST /api/auth/reset-password/check: whether a reset link still works (it is not used up).
export const resetLinkCheckRequestSchema = z.object({ token: singleLine().min(1).max(200) });
export type ResetLinkCheckRequest = z.infer<typeof resetLinkCheckRequestSchema>;
export const resetLinkCheckResponseSchema = z.object({ valid: z.literal(true) });

// POST /api/auth/logout
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** The auth endpoints' contracts: the server registers these routes and the app calls them. */
export const authEndpoints = {
  sendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/send-verification',
    body: sendVerificationRequestSchema,
    response: sendVerificationResponseSchema,
  }),
  sendLoginCode: endpoint({
    method: 'POST',
    path: '/api/auth/send-login-code',
    body: sendLoginCodeRequestSchema,
    response: messageResponseSchema,
  }),
  verifyCode: endpoint({
    method: 'POST',
    path: '/api/auth/verify-code',
    body: verifyCodeRequestSchema,
    response: verifyCodeResponseSchema,
  }),
  completeSignup: endpoint({
    method: 'POST',
    path: '/api/auth/complete-signup',
    body: completeSignupRequestSchema,
    response: tokenResponseSchema,
  }),
  completeLogin: endpoint({
    method: 'POST',
    path: '/api/auth/complete-login',
    body: completeLoginRequestSchema,
    response: tokenResponseSchema,
  }),
  passwordLogin: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: passwordLoginRequestSchema,
    response: passwordLoginResponseSchema,
  }),
  passwordSignup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    body: passwordSignupRequestSchema,
    response: passwordSignupResponseSchema,
    status: 201,
  }),
  /** Links mailed before confirmation moved to its page: a redirect there, so no JSON answer. */
  confirmLink: endpoint({
    method: 'GET',
    path: '/api/auth/confirm',
    query: z.object({ token: singleLine().max(400).optional() }),
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/auth/confirm',
    body: confirmEmailRequestSchema,
    response: sessionSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    body: refreshRequestSchema,
    response: sessionSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: logoutResponseSchema }),
  currentUser: endpoint({ method: 'GET', path: '/api/auth/user', response: currentUserResponseSchema }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  checkResetLink: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password/check',
    body: resetLinkCheckRequestSchema,
    response: resetLinkCheckResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
};
