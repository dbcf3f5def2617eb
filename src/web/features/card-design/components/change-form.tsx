import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { DesignView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { cardStyles, type CardStyleId } from '@shared/creation-rules';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { firstTextProblem } from '@shared/card-editor-texts';
import { CardEditor, type EditorDesign } from './card-editor';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useRequestDesignChange } from '../api/design';

/**
 * One round of changes: the live editor on the card as it stands (texts, sizes, the picture's
 * place), the style, and a note; the server makes the new preview from exactly what is shown.
 */
export function ChangeForm({
  design,
  token,
  onSent,
}: {
  design: DesignView;
  token: string | null;
  /** The design as the change left it (with a link for the new preview when a link was spent). */
  onSent: (view: DesignView) => void;
}) {
  const id = useId();
  const [edited, setEdited] = useState<EditorDesign>({
    texts: design.texts,
    textScale: design.textScale ?? {},
    crop: design.crop,
  });
  const [style, setStyle] = useState<CardStyleId>(design.style);
  // A card printed without a chosen crop keeps the renderer's own unless the customer moves the
  // picture: the editor's first crop is only close to it (worked out on a smaller copy).
  const [pictureMoved, setPictureMoved] = useState(false);
  const [note, setNote] = useState('');
  const change = useRequestDesignChange(design.orderId, token, onSent);
  const blank = firstTextProblem(edited.texts) !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    change.mutate({
      ...edited.texts,
      style,
      textScale: edited.textScale,
      ...(edited.crop && (design.crop || pictureMoved) ? { crop: edited.crop } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <p className="text-muted-foreground">{texts.changeIntro}</p>
      <p className="text-sm font-medium" data-testid="rounds-rule">
        {texts.roundsRule(design.changeRounds.left)}
      </p>
      <CardEditor
        written={design.texts}
        design={edited}
        style={style}
        picture={{
          target: design.pictureFailed ? null : { orderId: design.orderId, token },
          url: design.memoryUrl,
          printSize: design.picture,
        }}
        onChange={(next, cause) => {
          if (next.crop !== edited.crop && cause !== 'adopted') setPictureMoved(true);
          setEdited(next);
        }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{texts.styleLegend}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {cardStyles.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer flex-col rounded-lg border-2 bg-card p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                style === option.id ? 'border-primary' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={`${id}-style`}
                value={option.id}
                checked={style === option.id}
                onChange={() => setStyle(option.id)}
                className="sr-only"
              />
              <span className="font-semibold">{option.name}</span>
              <span className="text-xs text-muted-foreground">{option.description}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>{texts.noteLabel}</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          className="min-h-16"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {change.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {change.error instanceof ApiError ? change.error.message : String(change.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="self-start" disabled={blank || change.isPending}>
        {change.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {change.isPending ? texts.submittingChange : texts.submitChange}
      </Button>
    </form>
  );
}
