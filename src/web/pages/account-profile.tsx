import { Mail, UserRound } from 'lucide-react';
import { accountScreenTexts, profileScreenTexts as texts } from '@shared/account-screen-texts';
import { paths } from '@shared/routes';
import { SectionCard } from '@/components/section-card';
import { AccountShell } from '@/features/account/components/account-shell';
import { EmailChangeForm } from '@/features/account/components/email-change-form';
import { NamesForm } from '@/features/account/components/names-form';

/** /account/profile (Edit Profile): first and last name, and a new e-mail confirmed by a code. */
export default function AccountProfilePage() {
  return (
    <AccountShell
      title={texts.title}
      intro={texts.intro}
      back={{ to: paths.account, label: accountScreenTexts.backToAccount }}
    >
      {(user) => (
        <div className="flex max-w-2xl flex-col gap-4 sm:gap-6">
          <SectionCard title={texts.namesHeading} icon={UserRound}>
            {/* Keyed by the saved names, so the form starts again from them after an e-mail change too. */}
            <NamesForm key={`${user.firstName}|${user.lastName}`} user={user} />
          </SectionCard>
          <SectionCard title={texts.emailHeading} icon={Mail}>
            <EmailChangeForm user={user} />
          </SectionCard>
        </div>
      )}
    </AccountShell>
  );
}
