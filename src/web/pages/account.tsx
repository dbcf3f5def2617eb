import { LogOut } from 'lucide-react';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import { Button } from '@/components/ui/button';
import { AccountShell } from '@/features/account/components/account-shell';
import { ProfileCard } from '@/features/account/components/profile-card';
import { QuickActionsCard } from '@/features/account/components/quick-actions-card';
import { RecentOrdersCard } from '@/features/account/components/recent-orders-card';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { useLogout } from '@/features/auth/api/logout';
import { DeleteAccountCard } from '@/features/account-deletion/components/delete-account-card';

/** /account 'My Account': Profile, Subscription, Recent Orders, Quick Actions, Log out. */
export default function AccountPage() {
  const logout = useLogout();
  const logOutButton = (
    <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden />
      {texts.logOut}
    </Button>
  );
  return (
    <AccountShell title={texts.title} intro={texts.intro} headerAction={logOutButton}>
      {(user) => (
        <div className="grid gap-4 sm:gap-6 md:grid-cols-2">
          <ProfileCard user={user} />
          <SubscriptionCard />
          <RecentOrdersCard />
          <QuickActionsCard />
          <DeleteAccountCard email={user.email} />
        </div>
      )}
    </AccountShell>
  );
}
