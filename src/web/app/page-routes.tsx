import { Route, Routes } from 'react-router';
import { paths } from '@shared/routes';
import { lazyPage } from '@/lib/lazy-page';

/**
 * Every page but the landing page (router.tsx): one chunk each. This table and its import()
 * calls, with the list of files each page needs, load only when a visitor leaves '/'.
 */
const pages = {
  [paths.signup]: lazyPage(() => import('@/pages/signup')),
  [paths.login]: lazyPage(() => import('@/pages/login')),
  [paths.create]: lazyPage(() => import('@/pages/create-upload')),
  [paths.createUpload]: lazyPage(() => import('@/pages/create-upload')),
  [paths.createContext]: lazyPage(() => import('@/pages/create-context')),
  [paths.createOptions]: lazyPage(() => import('@/pages/create-options')),
  [paths.createCheckout]: lazyPage(() => import('@/pages/create-checkout')),
  [paths.orderConfirmation]: lazyPage(() => import('@/pages/order-confirmation')),
  [paths.account]: lazyPage(() => import('@/pages/account')),
  [paths.accountBilling]: lazyPage(() => import('@/pages/account-billing')),
  [paths.accountProfile]: lazyPage(() => import('@/pages/account-profile')),
  [paths.accountOrders]: lazyPage(() => import('@/pages/account-orders')),
  [paths.accountOrder]: lazyPage(() => import('@/pages/account-order')),
  [paths.accountSubscribe]: lazyPage(() => import('@/pages/account-subscribe')),
  [paths.accountAddresses]: lazyPage(() => import('@/pages/account-addresses')),
  [paths.admin]: lazyPage(() => import('@/pages/admin')),
  [paths.adminOrder]: lazyPage(() => import('@/pages/admin-order')),
  [paths.payment]: lazyPage(() => import('@/pages/payment')),
  [paths.paymentSuccess]: lazyPage(() => import('@/pages/payment-success')),
  [paths.confirmEmail]: lazyPage(() => import('@/pages/confirm-email')),
  [paths.authEmail]: lazyPage(() => import('@/pages/auth-email')),
  [paths.authVerify]: lazyPage(() => import('@/pages/auth-verify')),
  [paths.authProfile]: lazyPage(() => import('@/pages/auth-profile')),
  [paths.forgotPassword]: lazyPage(() => import('@/pages/forgot-password')),
  [paths.resetPassword]: lazyPage(() => import('@/pages/reset-password')),
  [paths.orderApprove]: lazyPage(() => import('@/pages/order-approve')),
  [paths.orderChange]: lazyPage(() => import('@/pages/order-change')),
  [paths.remindersUnsubscribe]: lazyPage(() => import('@/pages/reminders-unsubscribe')),
  [paths.planCancelRenewal]: lazyPage(() => import('@/pages/plan-cancel-renewal')),
  [paths.terms]: lazyPage(() => import('@/pages/terms')),
  [paths.privacy]: lazyPage(() => import('@/pages/privacy')),
  [paths.contact]: lazyPage(() => import('@/pages/contact')),
  [paths.addressFor]: lazyPage(() => import('@/pages/address-for')),
} satisfies Record<string, ReturnType<typeof lazyPage>>;

const NotFoundPage = lazyPage(() => import('@/pages/not-found'));

export const pagePatterns = Object.keys(pages);

/** Rendered under the landing page's sibling '*' route, so these paths match from the root. */
export default function PageRoutes() {
  return (
    <Routes>
      {Object.entries(pages).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
