import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reminderSwitchTexts as texts } from '@shared/reminder-texts';
import { fakeServer } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { renderScreen, toastText } from '@/test-support/render-screen';
import { ReminderSwitch } from './reminder-switch';

const reminderSwitch = () => screen.findByRole('switch', { name: texts.label });

describe("/account's reminder e-mails switch", () => {
  it('shows the saved setting and turns reminders off and on again', async () => {
    const server = fakeServer({
      'GET /api/user/reminders': { body: { remindersEnabled: true } },
      'PATCH /api/user/reminders': (request) => ({ body: request.json }),
    });
    const { user } = renderScreen(<ReminderSwitch />);
    const control = await reminderSwitch();
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    expect(control.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(control);
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('false'));
    expect(await toastText()).toContain(texts.turnedOff);
    expect(server.requests('PATCH /api/user/reminders')[0]?.json).toEqual({ remindersEnabled: false });

    await waitFor(() => expect((control as HTMLButtonElement).disabled).toBe(false));
    await user.click(control);
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('true'));
    expect(server.requests('PATCH /api/user/reminders')[1]?.json).toEqual({ remindersEnabled: true });
  });

  it('goes back to the saved setting when the change is refused', async () => {
    hushExpectedErrors();
    fakeServer({
      'GET /api/user/reminders': { body: { remindersEnabled: false } },
      'PATCH /api/user/reminders': { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } },
    });
    const { user } = renderScreen(<ReminderSwitch />);
    const control = await reminderSwitch();
    await waitFor(() => expect((control as HTMLButtonElement).disabled).toBe(false));
    expect(control.getAttribute('aria-checked')).toBe('false');

    await user.click(control);
    expect(await toastText()).toContain(texts.failed);
    await waitFor(() => expect(control.getAttribute('aria-checked')).toBe('false'));
  });
});
