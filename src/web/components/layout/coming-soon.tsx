import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { PageTitle } from './page-title';

/** A routed page whose capability is still being built: real route and layout, plain body. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <PageTitle>{title}</PageTitle>
      <Construction className="h-10 w-10 text-muted-foreground" aria-hidden />
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">This page is coming soon.</p>
      <Link to={paths.home} className="text-primary underline-offset-4 hover:underline">
        Back to the home page
      </Link>
    </section>
  );
}
