import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardOption } from '@shared/api/generate';
import { creationMessages } from '@shared/creation-messages';
import type { CheckoutData, ContextData, EditorDraft } from '@shared/creation-session';
import { maxLoadMore, optionsPerCall } from '@shared/creation-rules';
import { currentUserQueryKey } from '@/lib/auth/use-current-user';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { generateMessages, generationErrorMessage } from '../api/generate-messages';
import { uploadedMediaId } from '@/lib/creation-session/media-upload';
import {
  readStoredUpload,
  readCheckoutData,
  readCardWriter,
  readOptionsDraft,
  saveCardWriter,
  type CardWriter,
} from '@/lib/creation-session/creation-storage';

type GenerationPhase = 'idle' | 'generating' | 'failed' | 'ready' | 'loading-more';

interface Restored {
  options: CardOption[];
  writer: CardWriter | null;
  selected: number | null;
  style: string | null;
  editor: EditorDraft | null;
}

/** The editor's work as checkout got it (coming back to change something): the chosen option's texts. */
function editorFromCheckout(data: CheckoutData): EditorDraft | null {
  const design = data.cardDesign;
  if (!design) return null;
  return {
    texts: { [data.selectedOption]: design.texts },
    textScale: design.textScale ?? {},
    crop: design.crop ?? null,
  };
}

/**
 * A reload, or coming back from checkout: the options, choice and style the page last showed
 * (or saved at Continue), instead of new ones.
 */
function restoredOnArrival(): Restored {
  const draft = readOptionsDraft();
  const checkout = draft ? null : readCheckoutData();
  const saved = draft ?? checkout;
  if (!saved) return { options: [], writer: null, selected: null, style: null, editor: null };
  return {
    options: saved.cardOptions,
    writer: readCardWriter(),
    selected: saved.selectedOption,
    style: saved.selectedCardStyle,
    editor: draft ? (draft.editor ?? null) : checkout ? editorFromCheckout(checkout) : null,
  };
}

/**
 * The options page's writing: one initial generation when no options exist,
 * then one Load More whose results are appended. Failures keep the page usable and say why.
 */
export function useCardOptions(source: { file: File; context: ContextData } | null) {
  const queryClient = useQueryClient();
  const [restored] = useState(restoredOnArrival);
  const [options, setOptions] = useState<CardOption[]>(restored.options);
  const [writer, setWriter] = useState<CardWriter | null>(restored.writer);
  const [phase, setPhase] = useState<GenerationPhase>(restored.options.length ? 'ready' : 'idle');
  const [loadsUsed, setLoadsUsed] = useState(restored.options.length > optionsPerCall ? maxLoadMore : 0);
  const started = useRef(false);

  const generate = useCallback(
    async (more: boolean) => {
      if (!source) return;
      setPhase(more ? 'loading-more' : 'generating');
      try {
        const stored = readStoredUpload();
        // An upload still under way is waited for, rather than sending the file alongside it.
        const mediaId =
          (stored.status === 'ok' ? stored.upload.mediaId : undefined) ?? (await uploadedMediaId(source.file));
        const result = await generateMessages({
          file: source.file,
          mediaId: mediaId ?? undefined,
          memoryDescription: source.context.memoryDescription,
          tone: source.context.selectedTone,
          previousOptions: more ? options : undefined,
        });
        const fresh = result.cardOptions.slice(0, optionsPerCall);
        setOptions((shown) => (more ? [...shown, ...fresh] : fresh));
        setWriter(result.writer);
        saveCardWriter(result.writer);
        if (more) setLoadsUsed((used) => used + 1);
        setPhase('ready');
      } catch (error) {
        console.error('Generating card options failed:', error);
        const fallback = more ? creationMessages.generateMoreFailed : creationMessages.generateFailed;
        toast({
          title: creationMessages.errorTitle,
          description: generationErrorMessage(error, fallback),
          variant: 'destructive',
        });
        // A lapsed session: asking again for the user sends the page to sign-in.
        if (error instanceof ApiError && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }
        setPhase(more ? 'ready' : 'failed');
      }
    },
    [source, options, queryClient],
  );

  useEffect(() => {
    if (!source || started.current || restored.options.length) return;
    started.current = true;
    void generate(false);
  }, [source, restored, generate]);

  return {
    options,
    writer,
    phase,
    canLoadMore: phase === 'ready' && loadsUsed < maxLoadMore,
    loadMoreUsed: loadsUsed >= maxLoadMore,
    initialSelection: restored.selected,
    initialStyle: restored.style,
    initialEditor: restored.editor,
    retry: () => void generate(false),
    loadMore: () => void generate(true),
  };
}
