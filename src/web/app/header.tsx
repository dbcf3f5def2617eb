import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { AccountArea } from './account-area';
import { Logo } from '@/components/layout/logo';

/** The shared header. The landing page has its own, with section anchors. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home} aria-label="Keepsake home" className="rounded-md">
          <Logo />
        </Link>
        <AccountArea />
      </div>
    </header>
  );
}
