/**
 * The address book (/account/addresses): the people a customer sends cards to. None of these
 * words are the spec's; screens, the server and the tests all read them from here.
 */

/** How many recipients one account may keep: far more than anyone sends cards to, few enough to list on one page. */
export const maxRecipientsPerAccount = 200;

export const addressBookMessages = {
  notFound: 'Recipient not found',
  tooMany: (max: number) =>
    `Your address book is full: it holds up to ${max} people. Delete someone you no longer send cards to, then add the new one.`,
  relationTooLong: (max: number) => `Keep the relation to ${max} characters.`,
  invalidPhone: 'Please enter a phone number with digits only, and + ( ) - or spaces if you like.',
} as const;

export const addressBookScreenTexts = {
  title: 'Address book',
  intro: 'The people you send cards to, and where they live.',
  loading: 'Loading your address book…',
  empty: 'No one here yet. Add the first person you would like to send a card to.',
  addRecipient: 'Add a recipient',
  editRecipient: 'Edit recipient',
  country: 'Country',
  relation: 'Relation (optional)',
  relationHint: 'Only for you, for example Mum or best friend. It is never printed.',
  phone: 'Phone (optional)',
  phoneHint: 'Some couriers ask for one.',
  save: 'Save recipient',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting…',
  confirmDelete: (name: string) => `Delete ${name} from your address book?`,
  confirmDeleteHint: 'Their address is removed for good. Cards already ordered are not affected.',
  confirmDeleteButton: 'Yes, delete',
  keep: 'Keep',
  added: (name: string) => `${name} was added to your address book.`,
  updated: (name: string) => `${name} was updated.`,
  deleted: (name: string) => `${name} was deleted.`,
  count: (count: number, max: number) => `${count} of ${max} people`,
} as const;
