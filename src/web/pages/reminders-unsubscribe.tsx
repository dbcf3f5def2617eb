import { remindersEndpoints } from '@shared/api/reminders-endpoints';
import { unsubscribeTexts as texts } from '@shared/reminder-texts';
import { paths } from '@shared/routes';
import { SignedLinkCard } from '@/components/signed-link-card';
import { request } from '@/lib/api';

/** /reminders/unsubscribe?token=: a reminder e-mail's unsubscribe link; the button turns reminders off. */
export default function RemindersUnsubscribePage() {
  return (
    <SignedLinkCard
      texts={texts}
      description={texts.description}
      act={(token) => request(remindersEndpoints.unsubscribe, { query: { token } })}
      done={() => ({
        title: texts.doneTitle,
        description: texts.doneDescription,
        link: { label: texts.accountLink, to: paths.account },
      })}
    />
  );
}
