import { ArrowLeft, ArrowRight, Loader2, PenLine, Plus, WifiOff } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WriterKind } from '@shared/api/generate';
import { creationMessages } from '@shared/creation-messages';
import { defaultCardStyle, toneDescriptions, type CardStyleId, cardStyleIds } from '@shared/creation-rules';
import { checkoutSaveFailed, optionsScreenTexts as texts } from '@shared/creation-screen-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import type { ComposerSetup } from '../hooks/use-composer-setup';
import { useCardOptions } from '../hooks/use-card-options';
import { useMediaPreview } from '../hooks/use-media-preview';
import { useMediaUpload } from '../hooks/use-media-upload';
import {
  clearCheckoutData,
  isMemoryOrVibeUpdated,
  saveCheckoutData,
  saveOptionsDraft,
  setMemoryOrVibeUpdated,
} from '@/lib/creation-session/creation-storage';
import { CardOptionSkeleton, CardOptionTile } from './card-option-tile';
import { useDrawnFronts } from '../hooks/use-drawn-fronts';
import { CardStyleChoice } from './card-style-choice';
import { useMemoryClip } from '../hooks/use-memory-clip';
import { MediaThumbnail } from './media-thumbnail';
import { UploadProgress } from '@/components/upload-progress';
import { CardEditor, type EditorDesign } from '@/features/card-design/components/card-editor';
import { centredCrop } from '@shared/card-layout/picture-crop';
import { firstTextProblem } from '@shared/card-editor-texts';
import type { EditorDraft } from '@shared/creation-session';
import { useMemoryMediaId } from '../hooks/use-memory-media-id';

/** The built-in writer says it wrote the options; a model's options need no note. */
const writerNotes: Record<WriterKind, string | null> = {
  offline: texts.offlineWriter,
  fallback: texts.fallbackWriter,
  llm: null,
};

/** Step 3 (/create/options): pick one written option and a style, then order. */
export function CardComposer({ setup }: { setup: ComposerSetup }) {
  const navigate = useNavigate();
  const groupName = useId();
  const ready = setup.status === 'ready' ? setup : null;
  const media = useMediaPreview(ready?.file ?? null);
  const clipUrl = useMemoryClip();
  const cards = useCardOptions(ready);
  const upload = useMediaUpload();
  const [selected, setSelected] = useState<number | null>(cards.initialSelection);
  const [style, setStyle] = useState<CardStyleId>(
    cardStyleIds.find((id) => id === cards.initialStyle) ?? defaultCardStyle,
  );
  const [memoryUpdated] = useState(isMemoryOrVibeUpdated);
  const [editor, setEditor] = useState<EditorDraft>(
    () => cards.initialEditor ?? { texts: {}, textScale: {}, crop: null },
  );
  const memoryMedia = useMemoryMediaId(ready?.file ?? null);

  const writing = setup.status === 'checking' || cards.phase === 'idle' || cards.phase === 'generating';
  const hasChoice = selected !== null && selected < cards.options.length;
  const written = hasChoice ? cards.options[selected]! : null;
  const design: EditorDesign | null = written
    ? { texts: editor.texts[selected!] ?? written, textScale: editor.textScale, crop: editor.crop }
    : null;
  // The tiles show the chosen option's front words (as written) in each style, once there is one.
  const drawnFronts = useDrawnFronts(ready?.file ?? null, written?.front);
  const onDesign = (next: EditorDesign) =>
    setEditor((previous) => ({
      texts: selected === null ? previous.texts : { ...previous.texts, [selected]: next.texts },
      textScale: next.textScale,
      crop: next.crop,
    }));

  // Kept as it changes, so a reload shows the same options, choice and style (issue 16).
  useEffect(() => {
    if (cards.options.length === 0) return;
    const choice = selected !== null && selected < cards.options.length ? selected : null;
    saveOptionsDraft({ cardOptions: cards.options, selectedOption: choice, selectedCardStyle: style, editor });
  }, [cards.options, selected, style, editor]);

  const onContinue = async () => {
    if (!hasChoice || !design) {
      toast(creationMessages.selectionRequired);
      return;
    }
    const problem = firstTextProblem(design.texts);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    try {
      saveCheckoutData({
        selectedOption: selected,
        selectedCardStyle: style,
        cardOptions: cards.options,
        // The crop on screen: before the renderer's own arrives, the front shows the centred one.
        cardDesign: { texts: design.texts, crop: design.crop ?? centredCrop, textScale: design.textScale },
      });
    } catch (error) {
      console.error('Saving the checkout data failed:', error);
      toast({ ...checkoutSaveFailed, variant: 'destructive' });
      return;
    }
    await navigate(paths.createCheckout);
  };

  const followChangeHint = () => {
    setMemoryOrVibeUpdated();
    // The options on screen were written for the old words; new ones will be written.
    clearCheckoutData();
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-10"
      onSubmit={(event) => {
        event.preventDefault();
        void onContinue();
      }}
    >
      {ready ? (
        <div className="flex items-center gap-4 rounded-2xl border bg-card p-3 sm:p-4">
          <MediaThumbnail
            kind={media?.kind ?? 'image'}
            previewUrl={media?.previewUrl ?? null}
            clipUrl={clipUrl}
            name={ready.file.name}
            className="h-16 w-20 shrink-0 rounded-lg sm:h-20 sm:w-28"
          />
          <div className="min-w-0 flex-1">
            <span className="inline-flex rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
              {toneDescriptions[ready.context.selectedTone].label}
            </span>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{ready.context.memoryDescription}</p>
            {cards.writer && writerNotes[cards.writer] ? (
              <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                <WifiOff className="h-3.5 w-3.5 shrink-0" aria-hidden />
                {writerNotes[cards.writer]}
              </p>
            ) : null}
            {/* The options are written once the upload is in: the customer sees what they wait for. */}
            {upload.status === 'uploading' || upload.status === 'retrying' ? (
              <div className="mt-2">
                <UploadProgress upload={upload} />
              </div>
            ) : null}
          </div>
        </div>
      ) : null}

      <section aria-labelledby={`${groupName}-legend`} aria-busy={writing || cards.phase === 'loading-more'}>
        <h2 id={`${groupName}-legend`} className="sr-only">
          {texts.optionsLegend}
        </h2>
        {memoryUpdated ? (
          <p
            className="mb-5 flex items-start gap-2 rounded-xl bg-accent/60 px-4 py-3 text-sm text-accent-foreground"
            data-testid="memory-updated-notice"
          >
            <PenLine className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {texts.memoryUpdatedNotice}
          </p>
        ) : null}
        <p role="status" className={cn(writing || cards.phase === 'loading-more' ? 'mb-4' : 'sr-only')}>
          {writing || cards.phase === 'loading-more' ? (
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden />
              <span>
                <span className="font-medium text-foreground">{writing ? texts.writing : texts.writingMore}</span>{' '}
                {texts.writingHint}
              </span>
            </span>
          ) : hasChoice ? (
            texts.selectedStatus(selected)
          ) : null}
        </p>

        {cards.phase === 'failed' ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
            <p className="text-lg font-semibold">{texts.failedHeading}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={cards.retry}>{texts.tryAgain}</Button>
              <Button asChild variant="outline">
                <Link to={paths.createUpload}>{texts.chooseAnotherFile}</Link>
              </Button>
            </div>
          </div>
        ) : (
          <div
            role="radiogroup"
            aria-labelledby={`${groupName}-legend`}
            className="grid grid-cols-1 gap-5 md:grid-cols-3"
          >
            {cards.options.map((option, index) => (
              <CardOptionTile
                key={index}
                option={option}
                index={index}
                name={groupName}
                recommended={index === 1}
                selected={selected === index}
                onSelect={() => setSelected(index)}
              />
            ))}
            {writing || cards.phase === 'loading-more'
              ? [0, 1, 2].map((slot) => <CardOptionSkeleton key={`skeleton-${slot}`} />)
              : null}
          </div>
        )}

        {/* The flag means the one Load More was spent before the words changed. */}
        {cards.canLoadMore && !memoryUpdated ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" size="lg" onClick={cards.loadMore}>
              <Plus aria-hidden />
              {texts.loadMore}
            </Button>
          </div>
        ) : null}
        {cards.loadMoreUsed && cards.phase === 'ready' && !memoryUpdated ? (
          <p
            className="mt-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-accent/60 px-4 py-3 text-center text-sm text-accent-foreground"
            data-testid="options-hint"
          >
            <span>{texts.changeHintLead}</span>
            <Link
              to={paths.createContext}
              onClick={followChangeHint}
              className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
            >
              <PenLine className="h-4 w-4" aria-hidden />
              {texts.changeHintLink}
            </Link>
          </p>
        ) : null}
      </section>

      <CardStyleChoice
        legend={texts.styleLegend}
        value={style}
        previewUrl={media?.previewUrl ?? null}
        drawnFronts={drawnFronts}
        onChange={setStyle}
      />

      {design && written ? (
        <CardEditor
          written={written}
          design={design}
          style={style}
          picture={{
            target: memoryMedia.mediaId ? { mediaId: memoryMedia.mediaId } : null,
            targetPending: memoryMedia.pending,
            url: media?.previewUrl ?? null,
          }}
          onChange={onDesign}
        />
      ) : null}

      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 p-4 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
          {memoryUpdated ? (
            <span />
          ) : (
            <Button asChild variant="ghost" size="lg" className="px-3 sm:px-4">
              <Link to={paths.createContext}>
                <ArrowLeft aria-hidden />
                {/* On a phone the arrow alone leaves room for the long Continue label. */}
                <span className="sr-only sm:not-sr-only">{texts.uploadAndDescribe}</span>
              </Link>
            </Button>
          )}
          <Button
            type="submit"
            size="lg"
            aria-disabled={!hasChoice}
            className={cn('flex-1 sm:flex-none', !hasChoice && 'cursor-not-allowed opacity-50 hover:bg-primary')}
          >
            {texts.continue}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </form>
  );
}
