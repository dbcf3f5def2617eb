import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { paths } from '@shared/routes';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { OrdersPanel } from '@/features/admin/components/orders-panel';
import { StatTiles } from '@/features/admin/components/stat-tiles';

/** /admin 'Admin Dashboard': the four tiles and All Orders, for admins only. */
export default function AdminPage() {
  return (
    <AdminShell title={texts.title} intro={texts.intro} back={{ to: paths.home, label: texts.backToApp }}>
      {() => (
        <>
          <StatTiles />
          <OrdersPanel />
        </>
      )}
    </AdminShell>
  );
}
