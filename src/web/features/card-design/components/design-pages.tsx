import type { DesignView } from '@shared/api/card-design';

/** The four pages side by side (two by two on a phone), each labelled as on the flipbook. */
export function DesignPages({ pages }: { pages: DesignView['pages'] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Card pages">
      {pages.map((page) => (
        <li key={page.name} className="flex flex-col gap-2">
          <img
            src={page.url}
            alt={`${page.label} of your card`}
            width={1200}
            height={1680}
            className="aspect-[5/7] h-auto w-full rounded-md border bg-card shadow-sm"
          />
          <span className="text-center text-sm text-muted-foreground">{page.label}</span>
        </li>
      ))}
    </ul>
  );
}
