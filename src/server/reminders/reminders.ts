/** What other capabilities may use of reminders: the signed unsubscribe link every reminder carries. */
export { unsubscribeLink, unsubscribeUserId, type UnsubscribeLink } from './unsubscribe.js';
