import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { accountMessages } from '@shared/account-messages';
import { accountScreenTexts as texts } from '@shared/account-screen-texts';
import type { User } from '@shared/api/user';
import { paths } from '@shared/routes';
import { Detail, SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { profileName } from '../lib/account-display';
import { ReminderSwitch } from './reminder-switch';

/** /account's Profile card: the name (or 'Not provided'), the e-mail, the reminder switch, and Edit Profile. */
export function ProfileCard({ user }: { user: User }) {
  const name = profileName(user);
  return (
    <SectionCard title={texts.profileTitle} icon={UserRound} testId="profile-card">
      <dl>
        <Detail label={texts.nameLabel}>
          {name ?? <span className="font-normal text-muted-foreground">{accountMessages.notProvided}</span>}
        </Detail>
        <Detail label={texts.emailLabel}>{user.email}</Detail>
      </dl>
      <ReminderSwitch />
      <Button asChild variant="outline" className="mt-auto w-full sm:w-fit">
        <Link to={paths.accountProfile}>{texts.editProfile}</Link>
      </Button>
    </SectionCard>
  );
}
