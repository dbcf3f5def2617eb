import { describe, expect, it } from 'vitest';
import { appRoutePatterns, isAppRoute, isCreatePage, paths } from './routes';

describe('the route table', () => {
  it('holds every path of the spec', () => {
    const specPaths = [
      '/',
      '/signup',
      '/login',
      '/create',
      '/create/upload',
      '/create/context',
      '/create/options',
      '/create/checkout',
      '/order-confirmation',
      '/account',
      '/account/billing',
      '/admin',
      '/payment',
      '/confirm-email',
      '/auth/email',
      '/auth/verify',
      '/auth/profile',
      '/forgot-password',
      '/reset-password',
      '/account/profile',
      '/account/orders',
      '/payment-success',
    ];
    // Plus the card review pages the preview e-mail links to.
    const reviewPaths = ['/orders/:orderId/approve', '/orders/:orderId/change'];
    // Plus an order's details, the 'Subscribe & Save' page and the address book of the account area.
    const accountPaths = ['/account/orders/:orderId', '/account/subscribe', '/account/addresses'];
    // Plus one order's details on the admin dashboard.
    const adminPaths = ['/admin/orders/:orderId'];
    // Plus the footer's Terms, Privacy and Contact pages.
    const legalPaths = ['/terms', '/privacy', '/contact'];
    // Plus the pages a reminder e-mail's unsubscribe link and a renewal notice's cancel link open.
    const reminderPaths = ['/reminders/unsubscribe', '/plan/cancel-renewal'];
    // Plus the public page of a customer's "ask them for it" link.
    const askPaths = ['/address-for/:token'];
    expect([...appRoutePatterns].sort()).toEqual(
      [
        ...specPaths,
        ...reviewPaths,
        ...accountPaths,
        ...adminPaths,
        ...legalPaths,
        ...reminderPaths,
        ...askPaths,
      ].sort(),
    );
  });

  it('recognises its paths with a trailing slash, a query or a fragment', () => {
    expect(isAppRoute('/account/')).toBe(true);
    expect(isAppRoute('/reset-password?token=abc')).toBe(true);
    expect(isAppRoute('/confirm-email#access_token=x')).toBe(true);
  });

  it('refuses paths that are not pages', () => {
    expect(isAppRoute('/orders/3f2a/approve')).toBe(true);
    expect(isAppRoute('/account/orders/3f2a')).toBe(true);
    for (const path of [
      '/orders/3f2a',
      '/account/orders/3f2a/extra',
      '/nope',
      '/create/upload/extra',
      '/accounts',
      '/admin/../etc',
      '/api',
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });

  it('knows which pages belong to the creation flow', () => {
    expect(isCreatePage(paths.create)).toBe(true);
    expect(isCreatePage(paths.createCheckout)).toBe(true);
    expect(isCreatePage('/created')).toBe(false);
    expect(isCreatePage(paths.home)).toBe(false);
  });
});
