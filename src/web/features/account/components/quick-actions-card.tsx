import { BookUser, ChevronRight, CreditCard, History, PlusCircle, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import { paths } from '@shared/routes';
import { SectionCard } from '@/components/section-card';

const actions: { label: string; to: string; icon: LucideIcon }[] = [
  { label: texts.createNewCard, to: paths.create, icon: PlusCircle },
  { label: texts.viewOrderHistory, to: paths.accountOrders, icon: History },
  { label: texts.addressBook, to: paths.accountAddresses, icon: BookUser },
  { label: texts.billingSettings, to: paths.accountBilling, icon: CreditCard },
];

/** /account's Quick Actions: Create New Card, View Order History, Address Book, Billing Settings. */
export function QuickActionsCard() {
  return (
    <SectionCard title={texts.quickActionsTitle} icon={Zap} testId="quick-actions-card">
      <ul className="flex flex-col gap-2">
        {actions.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted"
            >
              <Icon className="h-4 w-4 text-primary" aria-hidden />
              <span className="flex-1">{label}</span>
              <ChevronRight className="h-4 w-4 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
