import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { ExamplesSection } from '@/features/landing/components/examples-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { Promises } from '@/features/landing/components/promises';
import { useSmoothAnchors } from '@/features/landing/hooks/use-smooth-anchors';

/**
 * The landing page: the first minute of a gift-giver's visit. The app
 * shell hands it the header's account area, which belongs to the session, not to this page.
 */
export default function HomePage({ accountArea }: { accountArea: ReactNode }) {
  // The whole page is in the prerendered HTML (readable without JavaScript), so it is all there
  // when hydration starts; the sections below the hero use content-visibility: auto.
  useSmoothAnchors(true);
  return (
    <div className="relative isolate overflow-x-clip font-[system-ui]">
      <PageTitle>Personalised AI-written greeting cards</PageTitle>
      {/* The warm glow behind the header and hero; decoration only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[44rem] bg-[radial-gradient(55rem_32rem_at_85%_0%,#fde7ea,transparent_70%),radial-gradient(40rem_28rem_at_0%_20%,#fef3c7,transparent_70%)]"
      />
      <LandingHeader accountArea={accountArea} />
      <Hero />
      <ExamplesSection />
      <HowItWorks />
      <PricingSection />
      <Promises />
      <LandingFooter />
    </div>
  );
}
