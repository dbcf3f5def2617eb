import { useId, type Ref } from 'react';
import { uploadLimits } from '@shared/creation-rules';
import { characterCount } from '@shared/creation-screen-texts';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

const max = uploadLimits.descriptionMaxLength;
/** Announce the count only near the end, so screen readers are not read every keystroke. */
const announceWithin = 50;

export function DescriptionField({
  label,
  placeholder,
  value,
  invalid,
  onChange,
  ref,
}: {
  label: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const counterId = useId();
  const nearLimit = max - value.length <= announceWithin;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        ref={ref}
        id={id}
        value={value}
        maxLength={max}
        rows={6}
        placeholder={placeholder}
        aria-describedby={counterId}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value.slice(0, max))}
        className="min-h-40 resize-y leading-relaxed"
      />
      <p
        id={counterId}
        aria-live={nearLimit ? 'polite' : 'off'}
        className={cn(
          'self-end text-xs tabular-nums',
          nearLimit ? 'font-medium text-primary' : 'text-muted-foreground',
        )}
        data-testid="description-counter"
      >
        {characterCount(value.length, max)}
      </p>
    </div>
  );
}
