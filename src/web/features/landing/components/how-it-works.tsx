import { Gift, ImageUp, Sparkles, type LucideIcon } from 'lucide-react';
import { landingTexts } from '@shared/landing-texts';
import { SectionHeading } from './section-heading';
import { offscreenSection } from './offscreen-section';

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ImageUp,
    title: landingTexts.steps.upload,
    text: 'A photo or a short video from your phone: MP4, MOV, JPG, PNG or WebP. Add a few words about what happened.',
  },
  {
    icon: Sparkles,
    title: landingTexts.steps.vibe,
    text: 'Roast them lightly, bring on the feels, or keep it cute and playful. We write several card texts for you to pick from.',
  },
  {
    icon: Gift,
    title: landingTexts.steps.card,
    text: 'Pick your favourite words and design. You approve the design preview, then we print it and ship it to their door.',
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className={`scroll-mt-28 py-20 md:scroll-mt-16 md:py-28 ${offscreenSection}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="how-title" eyebrow="How it works" title="Three steps from memory to mailbox" />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border bg-card p-7 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-secondary text-primary">
                  <step.icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-xl font-semibold tracking-tight">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
