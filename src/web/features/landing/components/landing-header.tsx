import type { ReactNode } from 'react';
import { PageLink } from '@/components/page-link';
import { landingTexts } from '@shared/landing-texts';
import { paths } from '@shared/routes';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/**
 * The room of the signed-in account area (components/layout/account-slot.tsx), whichever of its
 * parts shows: on a phone a line of its own below Create Card, wider a fixed width beside it,
 * the greeting wrapping inside. A browser with a stored sign-in (the attribute set before the
 * first paint, shared/stored-sign-in.ts) keeps that room from the start, the prerendered
 * signed-out actions in it unseen, so the greeting appearing after hydration moves nothing.
 */
const accountRoom = [
  '[&>[data-account=signed-in]]:min-h-9 [&>[data-account=signed-in]]:basis-full [&>[data-account=signed-in]]:justify-end',
  'md:[&>[data-account=signed-in]]:w-80 md:[&>[data-account=signed-in]]:basis-auto',
  '[html[data-stored-sign-in]_&>[data-account=signed-out]]:invisible [html[data-stored-sign-in]_&>[data-account=signed-out]]:min-h-9 [html[data-stored-sign-in]_&>[data-account=signed-out]]:basis-full',
  'md:[html[data-stored-sign-in]_&>[data-account=signed-out]]:w-80 md:[html[data-stored-sign-in]_&>[data-account=signed-out]]:basis-auto',
].join(' ');

/** The header changes once the page is scrolled more than 20 px. */
const scrollThresholdPx = 20;

const sectionLinks = [
  { href: '#examples', label: 'Examples' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#pricing', label: 'Pricing' },
] as const;

/**
 * The landing page's own sticky header: section anchors, Create Card and the account area.
 * Only colours and shadow change on scroll, never the height, so nothing below it moves.
 * The account area comes from the app shell, which owns the session.
 */
export function LandingHeader({ accountArea }: { accountArea: ReactNode }) {
  const scrolled = useScrolledPast(scrollThresholdPx);
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300 ${
        scrolled ? 'border-border bg-background/90 shadow-sm backdrop-blur-md' : 'border-transparent'
      }`}
    >
      {/* Phones: logo and actions, then the anchors on a row of their own; wider: one row. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-6 px-4 md:h-16 md:grid-cols-[auto_auto_minmax(0,1fr)]">
        <PageLink to={paths.home} aria-label="Keepsake home" className="flex h-14 items-center rounded-md md:h-auto">
          <Logo />
        </PageLink>
        <nav
          aria-label="Page sections"
          className="col-span-2 row-start-2 -mx-2 flex justify-center md:col-span-1 md:col-start-2 md:row-start-1"
        >
          {sectionLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-secondary/60 hover:text-foreground"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className={`flex min-w-0 flex-wrap items-center justify-end gap-x-2 gap-y-1 py-1 md:py-0 ${accountRoom}`}>
          <Button asChild size="sm" className="shrink-0 rounded-full px-4 shadow-sm">
            <PageLink to={paths.create}>{landingTexts.createCard}</PageLink>
          </Button>
          {accountArea}
        </div>
      </div>
    </header>
  );
}
