import { PageLink } from '@/components/page-link';
import { artworkCredits } from '@shared/credits';
import { landingTexts } from '@shared/landing-texts';
import { paths } from '@shared/routes';
import { Logo } from '@/components/layout/logo';

const linkClass = 'rounded-md text-muted-foreground transition-colors hover:text-foreground';

export function LandingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 md:flex-row md:justify-between">
        <div className="flex flex-col items-center gap-2 md:items-start">
          <Logo />
          <p className="text-sm text-muted-foreground">Personalised, AI-written, printed greeting cards.</p>
          {/* Card texts draw their emoji from Twemoji, whose licence asks for this credit. */}
          <p className="text-xs text-muted-foreground">
            <a href={artworkCredits.twemoji.licenceUrl} rel="license noreferrer" className={linkClass}>
              {artworkCredits.twemoji.text}
            </a>
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium">
          <PageLink to={paths.account} className={linkClass}>
            {landingTexts.footer.account}
          </PageLink>
          <PageLink to={paths.terms} className={linkClass}>
            {landingTexts.footer.terms}
          </PageLink>
          <PageLink to={paths.privacy} className={linkClass}>
            {landingTexts.footer.privacy}
          </PageLink>
          <PageLink to={paths.contact} className={linkClass}>
            {landingTexts.footer.contact}
          </PageLink>
          {/* FAQ is a placeholder in the spec: it leads nowhere yet. */}
          <a href="#faq" className={linkClass}>
            {landingTexts.footer.faq}
          </a>
        </nav>
      </div>
    </footer>
  );
}
