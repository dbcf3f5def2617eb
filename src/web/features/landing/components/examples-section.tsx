import { useState } from 'react';
import { cardExamples, type CardExample, type ExampleTone } from '../examples';
import { Flipbook } from './flipbook';
import { SectionHeading } from './section-heading';
import { ToneToggle } from './tone-toggle';
import { VideoPreview } from './video-preview';
import { offscreenSection } from './offscreen-section';

export function ExamplesSection() {
  const [tone, setTone] = useState<ExampleTone>('sentimental');
  return (
    <section
      id="examples"
      aria-labelledby="examples-title"
      className={`scroll-mt-28 bg-card py-20 md:scroll-mt-16 md:py-28 ${offscreenSection}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="examples-title" eyebrow="Examples" title="Real memories, written into cards">
          A few words and a photo in, a card they keep out. Flip through each card, or watch the memory it began with.
        </SectionHeading>
        <div className="mt-8 flex justify-center">
          <ToneToggle value={tone} onChange={setTone} />
        </div>
        <div className="mt-12 grid gap-16 md:grid-cols-2 md:gap-12" data-testid="examples" data-tone={tone}>
          {cardExamples
            .filter((example) => example.tone === tone)
            .map((example) => (
              <ExampleCard key={example.id} example={example} />
            ))}
        </div>
      </div>
    </section>
  );
}

function ExampleCard({ example }: { example: CardExample }) {
  return (
    <article aria-labelledby={`${example.id}-title`} className="mx-auto w-full max-w-sm">
      <Flipbook example={example} />
      <div className="mt-6 text-center">
        <p className="text-xs font-semibold tracking-[0.18em] text-primary uppercase">{example.occasion}</p>
        <h3 id={`${example.id}-title`} className="mt-2 font-serif text-xl font-semibold text-balance">
          {example.front}
        </h3>
        <div className="mt-4">
          <VideoPreview example={example} />
        </div>
      </div>
    </article>
  );
}
