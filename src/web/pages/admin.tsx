import { adminScreenTexts as texts } from '@shared/admin-screen-texts';
import { paths } from '@shared/routes';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { GuaranteeClaimsPanel } from '@/features/admin/components/guarantee-claims-panel';
import { OrdersPanel } from '@/features/admin/components/orders-panel';
import { PrintBatchesPanel } from '@/features/admin/components/print-batches-panel';
import { PrintQueuePanel } from '@/features/admin/components/print-queue-panel';
import { ShippingPanel } from '@/features/admin/components/shipping-panel';
import { StatTiles } from '@/features/admin/components/stat-tiles';

/**
 * /admin 'Admin Dashboard': the four tiles, the in-house printing (queue, batches, shipping),
 * the guarantee claims and All Orders, for admins only.
 */
export default function AdminPage() {
  return (
    <AdminShell title={texts.title} intro={texts.intro} back={{ to: paths.home, label: texts.backToApp }}>
      {() => (
        <>
          <StatTiles />
          <PrintQueuePanel />
          <div className="grid min-w-0 items-start gap-4 sm:gap-6 lg:grid-cols-[3fr_2fr]">
            <PrintBatchesPanel />
            <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
              <ShippingPanel />
              <GuaranteeClaimsPanel />
            </div>
          </div>
          <OrdersPanel />
        </>
      )}
    </AdminShell>
  );
}
