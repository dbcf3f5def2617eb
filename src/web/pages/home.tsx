import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { AccountArea } from '@/components/layout/account-area';
import { Logo } from '@/components/layout/logo';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export default function HomePage() {
  return (
    <>
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to={paths.home} aria-label="Keepsake home" className="rounded-md">
            <Logo />
          </Link>
          <AccountArea />
        </div>
      </header>
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-20 text-center">
        <PageTitle>Personalised AI-written greeting cards</PageTitle>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Turn a memory into a card they will keep</h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Upload a photo or video, tell us about it, pick a vibe, and we write and print a card that sounds like you.
        </p>
        <Button asChild size="lg">
          <Link to={paths.create}>Create Card</Link>
        </Button>
      </section>
    </>
  );
}
