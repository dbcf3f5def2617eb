import { cardForSchema, creationSessionKeys, type CardFor } from '@shared/creation-session';
import { invalidJson, sessionStore } from '@/lib/storage';

/** Whose occasion the card in the making is for; null when it was not started from a reminder. */
export function readCardFor(): CardFor | null {
  const raw = sessionStore.readJson(creationSessionKeys.cardFor);
  if (raw === undefined) return null;
  const parsed = raw === invalidJson ? null : cardForSchema.safeParse(raw);
  if (!parsed?.success) {
    sessionStore.remove(creationSessionKeys.cardFor);
    return null;
  }
  return parsed.data;
}

/** Best effort: without storage the card is still made, only not marked as for them. */
export function saveCardFor(cardFor: CardFor): void {
  try {
    sessionStore.write(creationSessionKeys.cardFor, JSON.stringify(cardFor));
  } catch {
    // Storage blocked or full: nothing else to remember it with.
  }
}

export function clearCardFor(): void {
  sessionStore.remove(creationSessionKeys.cardFor);
}
