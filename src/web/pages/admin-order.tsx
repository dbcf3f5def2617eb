import { useLocation, useParams } from 'react-router';
import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { paths } from '@shared/routes';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { AdminOrderView } from '@/features/admin/components/order-view';

/** The table as the admin left it (filters, page), when they came from it. */
function backToTable(state: unknown): string {
  const fromSearch = (state as { fromSearch?: unknown } | null)?.fromSearch;
  return typeof fromSearch === 'string' && fromSearch.startsWith('?') ? `${paths.admin}${fromSearch}` : paths.admin;
}

/** /admin/orders/:orderId: one order in full, for admins only. */
export default function AdminOrderPage() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  return (
    <AdminShell title={texts.detailsTitle} back={{ to: backToTable(location.state), label: texts.backToOrders }}>
      {() => <AdminOrderView orderId={orderId} />}
    </AdminShell>
  );
}
