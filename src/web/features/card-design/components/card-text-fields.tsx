import { useId, type ReactNode } from 'react';
import type { TextPart } from '@shared/card-design-rules';
import { cardEditorTexts as texts, editedTextProblem } from '@shared/card-editor-texts';
import type { CardTexts } from '@shared/card-layout/layout-card-texts';
import { cardTextBlocks } from '@shared/card-layout/layout-card-texts';
import { scaledMaxSize, textScaleLimits, type TextScales } from '@shared/card-layout/text-scale';
import { cardTextLimits, textParts } from '@shared/card-text-rules';
import type { CardStyleId } from '@shared/creation-rules';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const toPercent = (scale: number) => Math.round(scale * 100);

/** One text's size: a share of the style's own size, read out with the points it starts at. */
function TextSizeField({
  part,
  style,
  scale,
  onScale,
}: {
  part: TextPart;
  style: CardStyleId;
  scale: number;
  onScale: (scale: number) => void;
}) {
  const id = useId();
  const points = scaledMaxSize(cardTextBlocks(style)[part].style, scale);
  const valueText = texts.sizeValue(toPercent(scale), points);
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id} className="w-32 shrink-0 text-xs font-normal text-muted-foreground">
        {texts.sizeLabel(part)}
      </Label>
      <input
        id={id}
        type="range"
        min={toPercent(textScaleLimits.min)}
        max={toPercent(textScaleLimits.max)}
        step={toPercent(textScaleLimits.step)}
        value={toPercent(scale)}
        aria-valuetext={valueText}
        onChange={(event) => onScale(Number(event.target.value) / 100)}
        className="min-w-0 flex-1 accent-primary"
      />
      {/* The slider reads the same words out itself (aria-valuetext). */}
      <span aria-hidden className="w-20 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
        {valueText}
      </span>
    </div>
  );
}

/** The card's three texts, each with its size, edited in place. */
export function CardTextFields({
  texts: values,
  textScale,
  style,
  onTexts,
  onTextScale,
  pageOf = () => null,
}: {
  /** A small copy of the page a text prints on, beside its field (phones: the pages are out of view). */
  pageOf?: (part: TextPart) => ReactNode;
  texts: CardTexts;
  textScale: TextScales;
  style: CardStyleId;
  onTexts: (texts: CardTexts) => void;
  onTextScale: (scales: TextScales) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      {textParts.map((part) => {
        const problem = editedTextProblem(part, values[part]);
        return (
          <div key={part} className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-${part}`}>{texts.textLabel(part)}</Label>
            <div className="flex items-start gap-3">
              <Textarea
                id={`${id}-${part}`}
                value={values[part]}
                maxLength={cardTextLimits[part]}
                className={part === 'inside' ? 'min-h-36' : 'min-h-16'}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${id}-${part}-problem` : undefined}
                onChange={(event) => onTexts({ ...values, [part]: event.target.value })}
              />
              {pageOf(part)}
            </div>
            <div className="flex items-start justify-between gap-3 text-xs">
              <span id={`${id}-${part}-problem`} className="text-destructive">
                {problem}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {texts.characterCount(part, values[part].length)}
              </span>
            </div>
            <TextSizeField
              part={part}
              style={style}
              scale={textScale[part] ?? 1}
              onScale={(scale) => onTextScale({ ...textScale, [part]: scale })}
            />
          </div>
        );
      })}
    </div>
  );
}
