import { Link } from 'react-router';
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
        </div>
        <nav aria-label="Footer" className="flex gap-6 text-sm font-medium">
          <Link to={paths.account} className={linkClass}>
            {landingTexts.footer.account}
          </Link>
          {/* Contact and FAQ are placeholders in the spec: they lead nowhere yet. */}
          <a href="#contact" className={linkClass}>
            {landingTexts.footer.contact}
          </a>
          <a href="#faq" className={linkClass}>
            {landingTexts.footer.faq}
          </a>
        </nav>
      </div>
    </footer>
  );
}
