import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export default function HomePage() {
  return (
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
  );
}
