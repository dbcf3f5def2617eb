import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { fillBoxes } from '../lib/code-digits';

/**
 * Six one-digit boxes: digits only, a paste or an autofilled code fills them,
 * Backspace in an empty box steps back, arrows move. `value` holds one string per box.
 */
export function CodeBoxes({
  value,
  onChange,
  disabled,
  labelledBy,
  idPrefix,
  invalid,
}: {
  value: readonly string[];
  onChange: (boxes: string[]) => void;
  disabled?: boolean;
  labelledBy: string;
  /** Box n gets the id `${idPrefix}-n`, so a form can focus the first box again. */
  idPrefix: string;
  invalid?: boolean;
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = refs.current[index];
    box?.focus();
    box?.select();
  };

  const write = (index: number, input: string) => {
    const { boxes, focus } = fillBoxes(value, index, input);
    onChange(boxes);
    focusBox(focus);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (!digits) return; // a letter: ignored, the box keeps its digit
    const previous = value[index] ?? '';
    // The caret sat after an existing digit: the new one is the other character.
    if (digits.length === 2 && previous && digits.startsWith(previous)) return write(index, digits.slice(1));
    if (digits.length === 2 && previous && digits.endsWith(previous)) return write(index, digits.slice(0, 1));
    write(index, digits);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    // A whole code pastes from the first box wherever the caret was.
    write(digits.length >= value.length ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex justify-between gap-2">
      {value.map((digit, index) => (
        <input
          // The boxes never reorder; the position is the identity.
          key={index}
          id={`${idPrefix}-${index}`}
          ref={(element) => {
            refs.current[index] = element;
          }}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${value.length}`}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          className={cn(
            'h-12 w-full max-w-14 min-w-0 rounded-md border border-input bg-card text-center text-xl font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50 aria-[invalid=true]:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
