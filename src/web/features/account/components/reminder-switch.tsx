import { useId } from 'react';
import { reminderSwitchTexts as texts } from '@shared/reminder-texts';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { useReminderSettings, useUpdateReminderSettings } from '../api/reminder-settings';

/**
 * 'Reminder e-mails' on or off for the signed-in account: occasion reminders and plan renewal
 * notices. A button with role="switch", so a screen reader says "switch, on" or "off".
 */
export function ReminderSwitch() {
  const labelId = useId();
  const descriptionId = useId();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const on = settings.data?.remindersEnabled ?? false;

  const flip = () => {
    const remindersEnabled = !on;
    update.mutate(
      { remindersEnabled },
      {
        onSuccess: () => toast({ title: remindersEnabled ? texts.turnedOn : texts.turnedOff }),
        onError: () => toast({ title: texts.failed, variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="flex items-start justify-between gap-4 border-t border-border/60 pt-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {texts.label}
        </p>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {texts.description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={!settings.data || update.isPending}
        onClick={flip}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
          on ? 'bg-primary' : 'bg-muted-foreground/40',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
