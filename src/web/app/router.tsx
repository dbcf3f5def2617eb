import { Route, Routes } from 'react-router';
import { paths } from '@shared/routes';
import { lazyPage } from '@/lib/lazy-page';
import { RootLayout } from './root-layout';

/**
 * One entry per path of the spec's route table (src/shared/routes.ts); each page is its own
 * chunk so the landing page ships only what it needs. Declarative routes, not the data router:
 * no page here loads data before rendering, and the data router costs ~20 kB gzipped up front.
 */
const pages = {
  [paths.home]: lazyPage(() => import('@/pages/home')),
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
} satisfies Record<string, ReturnType<typeof lazyPage>>;

const NotFoundPage = lazyPage(() => import('@/pages/not-found'));

export const routedPatterns = Object.keys(pages);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
