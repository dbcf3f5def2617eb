/**
 * The spec's user-facing texts, word for word. Screens, server and tests
 * import them from here, so a text changes in one place. A toast is a title and a description.
 */
export interface ToastText {
  title: string;
  description: string;
}

export const validationMessages = {
  signupEmailInvalid: 'Invalid email address',
  emailInvalid: 'Please enter a valid email address',
  codeLength: 'Code must be 6 digits',
  codeDigits: 'Code must contain only numbers',
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password required',
  passwordTooShortTitle: 'Password too short',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsMismatchTitle: "Passwords don't match",
  passwordsMismatch: 'Please ensure both password fields match.',
  forgotEmailRequiredTitle: 'Email required',
  forgotEmailRequired: 'Please enter your email address.',
} as const;

export const authMessages = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  sendCodeFailed: 'Failed to send verification code',
  invalidCode: 'Invalid verification code',
  completeSignupFailed: 'Failed to complete signup',
  loginErrorTitle: 'Login Error',
  invalidCodeTitle: 'Invalid Code',
  completeLoginFailed: { title: 'Login Error', description: 'Failed to complete login. Please try again.' },
  genericErrorTitle: 'Error',
  validationErrorTitle: 'Validation Error',
  existingAccountRedirect: {
    title: 'Logging you in instead',
    description: 'We found your account. Redirecting to login...',
  },
  existingAccountCodeSent: {
    title: 'Logging you in',
    description: 'We found your account. Check your email for the login code.',
  },
  codeResent: { title: 'Code Sent', description: 'A new verification code has been sent to your email.' },
  resetLinkSent: { title: 'Reset link sent', description: 'Check your email for password reset instructions.' },
  passwordResetSuccess: 'Password reset successful',
  resetFailed: 'Reset failed',
  invalidResetLink: { title: 'Invalid reset link', description: 'This password reset link is invalid or expired.' },
  invalidConfirmationLink: 'Invalid confirmation link',
  confirmationError: 'Something went wrong during confirmation',
  loggedOut: 'Logged out successfully',
  logoutFailed: { title: 'Logout failed', description: 'Something went wrong.' },
  authenticationRequired: 'Authentication required. Please log in again.',
} as const satisfies Record<string, string | ToastText>;

/** Texts the spec leaves to us; kept here so screens and tests agree. */
export const authServerMessages = {
  accountExists: 'An account with this email already exists. Please log in instead.',
  noAccount: 'We could not find an account with that email. Please sign up first.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeExhausted: 'Too many wrong attempts. Please request a new code.',
  noCodeRequested: 'No code was requested for this email. Please request a new one.',
  proofMissing: 'Please verify your email with the code we sent before continuing.',
  notSignedIn: 'Please log in to continue.',
  wrongPassword: 'Invalid email or password',
  emailNotConfirmed: 'Please confirm your email address first. We sent you a link.',
  resetTokenInvalid: 'This password reset link is invalid or expired.',
  confirmationInvalid: 'This confirmation link is invalid or has expired.',
  refreshInvalid: 'Your session has expired. Please log in again.',
  resetEmailQueued: 'If an account exists for that email, we sent a link to reset the password.',
  signupEmailSent: 'Check your email for a link to confirm your account.',
} as const;

/** "Please wait 42 seconds before requesting another code." */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`;
}

export function tooManyRequestsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** Refusals of order creation (README: Limits); the numbers are in src/server/orders/order-limits.ts. */
export const orderLimitMessages = {
  tooManyUnpaidOrders:
    'You have 10 unpaid orders waiting. Please pay for one on the payment page, or wait for it to expire after 24 hours.',
  tooManyOrders(seconds: number): string {
    const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
    return `You have started many orders in the last hour. Please try again in ${wait}.`;
  },
} as const;

/** The spec's words on the sign-in screens and the header, shared by screens and tests. */
export const authScreenTexts = {
  signupStep1: 'Step 1 of 3',
  signupStep2: 'Step 2 of 3',
  signupStep3: 'Step 3 of 3',
  loginStep1: 'Step 1 of 2',
  loginStep2: 'Step 2 of 2',
  continue: 'Continue',
  back: 'Back',
  verifyCode: 'Verify Code',
  resendCode: 'Resend code',
  sendLoginCode: 'Send login code',
  continueWithLoginCode: 'Continue with login code',
  generateCardCopy: 'Generate My Card Copy',
  designReadyNote: 'Your custom design will be ready within 24 hours.',
  passwordLoginInstead: 'Log in with a password instead',
  codeLoginInstead: 'Log in with an email code instead',
  passwordSignupInstead: 'Sign up with a password instead',
  codeSignupInstead: 'Sign up with an email code instead',
  forgotPasswordLink: 'Forgot password?',
  /** Ours: the mailed link opens the page, and the click confirms (a fetch by a mail scanner must not). */
  confirmPrompt: 'Confirm your email',
  confirmExplain: 'Click the button below to confirm your address and sign in.',
  confirmButton: 'Confirm my email',
  confirming: 'Confirming your email...',
  confirmed: 'Email confirmed!',
  redirectingToCreate: 'Redirecting you to create your first card...',
  confirmationFailed: 'Confirmation failed',
  signUpAgain: 'Sign up again',
  goToLogin: 'Go to login',
  sendResetLink: 'Send Reset Link',
  checkYourEmail: 'Check your email',
  backToLogin: 'Back to Login',
  tryDifferentEmail: 'Try different email',
  updatePassword: 'Update Password',
  accountMenuAccount: 'Account',
  accountMenuBilling: 'Billing',
  /** Shown only to users with the admin role; the spec's menu has no entry for them. */
  accountMenuAdmin: 'Admin Dashboard',
  accountMenuLogout: 'Log out',
} as const;

/** The signed-in header's greeting: 'Welcome back, {first name or email}!' */
export function welcomeBackMessage(firstName: string | null, email: string): string {
  return `Welcome back, ${firstName?.trim() || email}!`;
}

/** The app shell's words: the 404 page, the error fallback, the header. */
export const appShellTexts = {
  pageNotFound: 'Page Not Found',
  /** Ours: the spec names only the 404 page's heading. */
  pageNotFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  errorTitle: 'Something went wrong',
  errorDescription: 'We encountered an error while loading this page.',
  tryAgain: 'Try again',
  /** The generic request failure message, the last of the spec's fallbacks. */
  requestFailed: 'An error occurred',
  login: 'Login',
  signUp: 'Sign up',
} as const;
