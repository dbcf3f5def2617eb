import { BookUser, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { accountScreenTexts } from '@shared/account-screen-texts';
import { addressBookMessages, addressBookScreenTexts as texts } from '@shared/address-book-texts';
import { paths } from '@shared/routes';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { QueryFailure } from '@/components/ui/query-failure';
import { toast } from '@/hooks/use-toast';
import { AccountShell } from '@/features/account/components/account-shell';
import { useRecipients } from '@/features/address-book/api/recipients';
import { RecipientForm } from '@/features/address-book/components/recipient-form';
import { RecipientItem } from '@/features/address-book/components/recipient-item';
import { AskForAddress } from '@/features/address-requests/components/ask-for-address';

function AddressBook() {
  const list = useRecipients();
  const [adding, setAdding] = useState(false);

  if (list.isPending) return <Loading label={texts.loading} />;
  if (list.isError) return <QueryFailure error={list.error} onRetry={() => void list.refetch()} />;
  const { recipients, limit } = list.data;
  const full = recipients.length >= limit;

  return (
    <div className="flex max-w-2xl flex-col gap-4 sm:gap-6">
      <SectionCard title={texts.title} icon={BookUser} testId="address-book">
        {recipients.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.empty}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{texts.count(recipients.length, limit)}</p>
            <ul className="flex flex-col gap-3">
              {recipients.map((recipient) => (
                <RecipientItem key={recipient.id} recipient={recipient} />
              ))}
            </ul>
          </div>
        )}
      </SectionCard>
      {adding ? (
        <SectionCard title={texts.addRecipient} icon={UserPlus}>
          <RecipientForm
            onCancel={() => setAdding(false)}
            onDone={(saved) => {
              setAdding(false);
              toast({ title: texts.added(saved.name) });
            }}
          />
        </SectionCard>
      ) : full ? (
        <p className="text-sm text-muted-foreground">{addressBookMessages.tooMany(limit)}</p>
      ) : (
        <Button className="w-full sm:w-fit" onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          {texts.addRecipient}
        </Button>
      )}
      <AskForAddress />
    </div>
  );
}

/** /account/addresses: the people the customer sends cards to; add, edit and delete them. */
export default function AccountAddressesPage() {
  return (
    <AccountShell
      title={texts.title}
      intro={texts.intro}
      back={{ to: paths.account, label: accountScreenTexts.backToAccount }}
    >
      {() => <AddressBook />}
    </AccountShell>
  );
}
