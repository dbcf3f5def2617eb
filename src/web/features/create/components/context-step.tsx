import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { creationMessages } from '@shared/creation-messages';
import { defaultTone, type Tone } from '@shared/creation-rules';
import { contextSaveFailed, contextScreenTexts as texts } from '@shared/creation-screen-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { toast } from '@/hooks/use-toast';
import { useChosenMedia } from '../hooks/use-chosen-media';
import { useMediaUpload } from '../hooks/use-media-upload';
import { readContextData, saveContextData } from '@/lib/creation-session/creation-storage';
import { DescriptionField } from './description-field';
import { useMemoryClip } from '../hooks/use-memory-clip';
import { MediaThumbnail } from './media-thumbnail';
import { ToneChoice } from './tone-choice';
import { UploadProgress } from '@/components/upload-progress';

/** Step 2 (/create/context): the words and the tone. Shown only with an upload. */
export function ContextStep() {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const { media } = useChosenMedia();
  const clipUrl = useMemoryClip();
  const upload = useMediaUpload();
  const [saved] = useState(readContextData);
  const [description, setDescription] = useState(saved?.memoryDescription ?? '');
  const [tone, setTone] = useState<Tone>(saved?.selectedTone ?? defaultTone);
  const [invalid, setInvalid] = useState(false);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const save = (): boolean => {
    try {
      saveContextData({ selectedTone: tone, memoryDescription: description.trim() });
      return true;
    } catch (error) {
      console.error('Saving the context failed:', error);
      toast({ ...contextSaveFailed, variant: 'destructive' });
      return false;
    }
  };

  const onContinue = async () => {
    if (!description.trim()) {
      setInvalid(true);
      descriptionRef.current?.focus();
      toast(creationMessages.descriptionRequired);
      return;
    }
    if (!save()) return;
    // While the user is still loading, the options page makes the same check once it is known.
    await navigate(user || isLoading ? paths.createOptions : paths.authEmail);
  };

  const onBack = async () => {
    // Keep what was typed, even half-done, for the way back here.
    if (description.trim()) save();
    await navigate(paths.createUpload);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        void onContinue();
      }}
    >
      {media ? (
        <div className="flex items-center gap-3 rounded-xl border bg-card p-3">
          <MediaThumbnail
            kind={media.kind}
            previewUrl={media.previewUrl}
            clipUrl={clipUrl}
            name={media.file.name}
            className="h-16 w-20 shrink-0 rounded-md"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">{texts.yourMemory}</p>
            <p className="truncate text-sm font-medium">{media.file.name}</p>
            {/* The upload goes on while the customer writes; they see it does. */}
            <UploadProgress upload={upload} />
          </div>
        </div>
      ) : null}

      <DescriptionField
        ref={descriptionRef}
        label={texts.descriptionLabel}
        placeholder={texts.descriptionPlaceholder}
        value={description}
        invalid={invalid}
        onChange={(value) => {
          setDescription(value);
          if (value.trim()) setInvalid(false);
        }}
      />

      <ToneChoice legend={texts.toneLegend} value={tone} onChange={setTone} />

      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 p-4 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3">
          <Button variant="ghost" size="lg" onClick={onBack} className="px-4">
            <ArrowLeft aria-hidden />
            {texts.back}
          </Button>
          <Button type="submit" size="lg" className="flex-1 sm:flex-none">
            {texts.continue}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </form>
  );
}
