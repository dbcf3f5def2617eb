import { Link } from 'react-router';
import { appShellTexts } from '@shared/messages';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <PageTitle>{appShellTexts.pageNotFound}</PageTitle>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{appShellTexts.pageNotFound}</h1>
      <p className="text-muted-foreground">{appShellTexts.pageNotFoundText}</p>
      <Button asChild>
        <Link to={paths.home}>{appShellTexts.backHome}</Link>
      </Button>
    </section>
  );
}
