import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <PageTitle>Page Not Found</PageTitle>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home}>Back to the home page</Link>
      </Button>
    </section>
  );
}
