import { Flame, Heart, Sparkles, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { toneDescriptions, tones, type Tone } from '@shared/creation-rules';
import { cn } from '@/lib/cn';

const toneIcons: Record<Tone, LucideIcon> = { roast: Flame, sentimental: Heart, playful: Sparkles };

/** Roast, sentimental or playful, as a native radio group: arrow keys move, Space picks. */
export function ToneChoice({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Tone;
  onChange: (tone: Tone) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {tones.map((tone) => {
          const Icon = toneIcons[tone];
          const { label, description } = toneDescriptions[tone];
          return (
            <label
              key={tone}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-card p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring sm:flex-col sm:items-start',
                value === tone ? 'border-primary bg-secondary/50' : 'border-border hover:border-primary/40',
              )}
            >
              <input
                type="radio"
                name={name}
                value={tone}
                checked={value === tone}
                onChange={() => onChange(tone)}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
                  value === tone ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="flex flex-col">
                <span className="font-semibold">{label}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
