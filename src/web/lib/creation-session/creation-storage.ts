import {
  checkoutDataSchema,
  contextDataSchema,
  creationSessionKeys as keys,
  storedUploadSchema,
  type CheckoutData,
  optionsDraftSchema,
  type ContextData,
  type OptionsDraft,
  type StoredUpload,
} from '@shared/creation-session';
import { writerKinds } from '@shared/api/generate';
import { uploadLimits } from '@shared/creation-rules';
import { isPlanId, type PlanId } from '@shared/pricing';
import { clearGlobalFile } from './global-file';
import { invalidJson, sessionStore } from '@/lib/storage';

type StoredUploadState =
  { status: 'missing' } | { status: 'invalid' } | { status: 'expired' } | { status: 'ok'; upload: StoredUpload };

function isExpired(upload: Pick<StoredUpload, 'timestamp'>, now = Date.now()): boolean {
  return now - upload.timestamp > uploadLimits.storedUploadTtlMs;
}

/**
 * The stored upload, validated. An invalid or expired record is cleared on the spot,
 * so the next screen starts clean.
 */
export function readStoredUpload(now = Date.now()): StoredUploadState {
  const raw = sessionStore.readJson(keys.uploadedFile);
  if (raw === undefined) return { status: 'missing' };
  const parsed = raw === invalidJson ? null : storedUploadSchema.safeParse(raw);
  if (!parsed?.success) {
    clearStoredUpload();
    return { status: 'invalid' };
  }
  if (isExpired(parsed.data, now)) {
    clearStoredUpload();
    return { status: 'expired' };
  }
  return { status: 'ok', upload: parsed.data };
}

/** Throws when storage is unavailable or full. */
export function saveStoredUpload(upload: StoredUpload): void {
  sessionStore.write(keys.uploadedFile, JSON.stringify(upload));
}

export function clearStoredUpload(): void {
  sessionStore.remove(keys.uploadedFile);
  clearGlobalFile();
}

/** Remembers that the stored record's file is gone, so the upload screen can ask for it by name. */
export function markRequiresReupload(upload: StoredUpload): void {
  try {
    saveStoredUpload({ ...upload, requiresReupload: true });
  } catch {
    // Nothing more to remember it with; the redirect to the upload screen still happens.
  }
}

/** The saved description and tone; null when absent, and an invalid record is cleared. */
export function readContextData(): ContextData | null {
  const raw = sessionStore.readJson(keys.contextData);
  if (raw === undefined) return null;
  const parsed = raw === invalidJson ? null : contextDataSchema.safeParse(raw);
  if (!parsed?.success) {
    sessionStore.remove(keys.contextData);
    return null;
  }
  return parsed.data;
}

/** Saves the context; new words or a new tone make any options written for the old ones stale. */
export function saveContextData(context: ContextData): void {
  const previous = readContextData();
  if (
    previous &&
    (previous.memoryDescription !== context.memoryDescription || previous.selectedTone !== context.selectedTone)
  ) {
    clearCheckoutData();
  }
  sessionStore.write(keys.contextData, JSON.stringify(context));
}

export function readCheckoutData(): CheckoutData | null {
  const raw = sessionStore.readJson(keys.checkoutData);
  if (raw === undefined) return null;
  const parsed = raw === invalidJson ? null : checkoutDataSchema.safeParse(raw);
  if (!parsed?.success) {
    sessionStore.remove(keys.checkoutData);
    return null;
  }
  return parsed.data;
}

export function saveCheckoutData(data: CheckoutData): void {
  sessionStore.write(keys.checkoutData, JSON.stringify(checkoutDataSchema.parse(data)));
}

export function clearCheckoutData(): void {
  sessionStore.remove(keys.checkoutData);
  sessionStore.remove(keys.optionsDraft);
  sessionStore.remove(keys.cardWriter);
}

/** The options page as the customer left it; null when absent, and an invalid record is cleared. */
export function readOptionsDraft(): OptionsDraft | null {
  const raw = sessionStore.readJson(keys.optionsDraft);
  if (raw === undefined) return null;
  const parsed = raw === invalidJson ? null : optionsDraftSchema.safeParse(raw);
  if (!parsed?.success) {
    sessionStore.remove(keys.optionsDraft);
    return null;
  }
  return parsed.data;
}

export function saveOptionsDraft(draft: OptionsDraft): void {
  try {
    sessionStore.write(keys.optionsDraft, JSON.stringify(optionsDraftSchema.parse(draft)));
  } catch (error) {
    // Storage full or refused: the page works on; only a reload would write new options.
    console.warn('The options could not be kept for a reload:', error);
  }
}

export type CardWriter = (typeof writerKinds)[number];

export function readCardWriter(): CardWriter | null {
  const value = sessionStore.read(keys.cardWriter);
  return writerKinds.find((kind) => kind === value) ?? null;
}

export function saveCardWriter(writer: CardWriter): void {
  try {
    sessionStore.write(keys.cardWriter, writer);
  } catch {
    // Only the writer note after a return from checkout depends on it.
  }
}

export function isMemoryOrVibeUpdated(): boolean {
  return sessionStore.read(keys.memoryOrVibeUpdated) === 'true';
}

export function setMemoryOrVibeUpdated(): void {
  try {
    sessionStore.write(keys.memoryOrVibeUpdated, 'true');
  } catch {
    // Without storage the flag cannot outlive this page; the hint still works.
  }
}

/** Subscribe & Save's "with a card order now": the plan waits for checkout. */
export function saveChosenPlan(plan: PlanId): void {
  try {
    sessionStore.write(keys.chosenPlan, plan);
  } catch {
    // Without storage the customer picks the plan again at checkout.
  }
}

export function readChosenPlan(): PlanId | null {
  const value = sessionStore.read(keys.chosenPlan) ?? '';
  return isPlanId(value) ? value : null;
}

export function clearChosenPlan(): void {
  sessionStore.remove(keys.chosenPlan);
}

/** A new memory starts a new card: its options, choice and one-time change are forgotten. */
export function startNewCard(): void {
  clearCheckoutData();
  sessionStore.remove(keys.memoryOrVibeUpdated);
}
