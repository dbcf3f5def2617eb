import { PageLink } from '@/components/page-link';
import { formatUsd, cardPriceCents } from '@shared/pricing';
import { landingTexts } from '@shared/landing-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { HeroMedia } from './hero-media';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-8 pb-20 md:grid-cols-[1.1fr_1fr] md:pt-16 md:pb-28"
    >
      <div className="text-center md:text-left">
        <p className="text-xs font-semibold tracking-[0.16em] text-primary uppercase sm:text-sm">
          Personalised cards, written for you
        </p>
        <h1
          id="hero-title"
          className="mt-4 font-serif text-[2.6rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {`${landingTexts.headline.lead} `}
          <em className="text-primary">{landingTexts.headline.emphasis}</em>
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground md:mx-0">
          Upload a photo or video, tell us the story and pick a vibe. We write the words, print a premium card and send
          it anywhere in the world.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
          <Button asChild size="lg" className="rounded-full shadow-lg shadow-primary/25">
            <PageLink to={paths.create}>{landingTexts.createCard}</PageLink>
          </Button>
          <Button asChild variant="outline" size="lg" className="rounded-full">
            <a href="#examples">See examples</a>
          </Button>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground md:justify-start">
          <li>
            <strong className="font-semibold text-foreground">{formatUsd(cardPriceCents)}</strong> per card
          </li>
          <li>Free worldwide shipping</li>
          <li>Design preview within 24 hours</li>
        </ul>
      </div>
      <HeroMedia />
    </section>
  );
}
