/**
 * What other capabilities may use of reminders: the signed unsubscribe link every reminder
 * carries, the e-mail that carries it (footer link and List-Unsubscribe headers), and whether
 * an account still wants reminders. Billing's renewal notices and occasion reminders use these.
 */
export { composeReminderEmail, type ReminderEmailProps } from './reminder-email.js';
export { remindersEnabled, setRemindersEnabled } from './reminder-settings.js';
export { unsubscribeLink, unsubscribeUserId, type UnsubscribeLink } from './unsubscribe.js';
