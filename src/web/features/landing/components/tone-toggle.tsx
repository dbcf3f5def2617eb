import { exampleTones, type ExampleTone } from '../examples';

/** Two toggle buttons (aria-pressed): simple for keyboards and screen readers alike. */
export function ToneToggle({ value, onChange }: { value: ExampleTone; onChange: (tone: ExampleTone) => void }) {
  return (
    <div role="group" aria-label="Card tone" className="inline-flex rounded-full border bg-card p-1 shadow-sm">
      {exampleTones.map((tone) => {
        const selected = tone.value === value;
        return (
          <button
            key={tone.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(tone.value)}
            className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
              selected ? 'bg-primary text-primary-foreground shadow' : 'text-muted-foreground hover:text-foreground'
            }`}
          >
            {tone.label}
          </button>
        );
      })}
    </div>
  );
}
