/**
 * The product's route table. The browser router and the server's
 * 404 decision both read it, so a path is either a page everywhere or nowhere.
 */
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  create: '/create',
  createUpload: '/create/upload',
  createContext: '/create/context',
  createOptions: '/create/options',
  createCheckout: '/create/checkout',
  orderConfirmation: '/order-confirmation',
  account: '/account',
  accountBilling: '/account/billing',
  accountProfile: '/account/profile',
  accountOrders: '/account/orders',
  /** One order's details, opened from /account/orders. */
  accountOrder: '/account/orders/:orderId',
  /** 'Subscribe & Save': choose a plan, then order a card with it or pay for it alone. */
  accountSubscribe: '/account/subscribe',
  /** The address book: the people the customer sends cards to (issue 19). */
  accountAddresses: '/account/addresses',
  admin: '/admin',
  /** One order in full for the admin, opened from the All Orders table. */
  adminOrder: '/admin/orders/:orderId',
  payment: '/payment',
  paymentSuccess: '/payment-success',
  confirmEmail: '/confirm-email',
  authEmail: '/auth/email',
  authVerify: '/auth/verify',
  authProfile: '/auth/profile',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Card review pages, reached from the preview e-mail and from /account/orders. */
  orderApprove: '/orders/:orderId/approve',
  orderChange: '/orders/:orderId/change',
  /** The page a reminder e-mail's unsubscribe link opens (issue 19). */
  remindersUnsubscribe: '/reminders/unsubscribe',
  /** The page a plan's renewal notice links to: its button cancels the renewal (issue 19). */
  planCancelRenewal: '/plan/cancel-renewal',
  /** The footer's Terms, Privacy and Contact pages (issue 19). */
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  /** The public page a customer's personal "ask them for it" link opens; no account needed (issue 19). */
  addressFor: '/address-for/:token',
} as const;

/**
 * Pages that ask search engines not to list them (the build's prerendered HTML carries
 * `<meta name="robots" content="noindex">`) and that sitemap.xml never names: the password
 * pages are steps of a flow begun elsewhere, and a reset page without its link's token is no
 * use to anyone. /login and /signup stay listed: people search for "Keepsake login" and should land there.
 */
export const noindexPaths: readonly string[] = [paths.forgotPassword, paths.resetPassword];

/** Every pattern the browser app renders; `:name` matches one non-empty segment. */
export const appRoutePatterns: readonly string[] = Object.values(paths);

function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (expected.length !== actual.length) return false;
  return expected.every((part, index) => part.startsWith(':') || part === actual[index]);
}

/** True when the browser app has a page for this path (query and fragment ignored). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return appRoutePatterns.some((pattern) => matchesPattern(pattern, path));
}

/** The create pages show Login and Sign up buttons in the signed-out header. */
export function isCreatePage(pathname: string): boolean {
  return pathname === paths.create || pathname.startsWith(`${paths.create}/`);
}
