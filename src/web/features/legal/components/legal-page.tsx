import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { legalPageTexts, supportEmail, type LegalDocument, type LegalSection } from '@shared/legal-texts';
import { paths } from '@shared/routes';
import { PageTitle } from '@/components/layout/page-title';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80';

/** The texts name the support address in plain words; on the page it is a link to write to it. */
function withMailLinks(text: string): ReactNode {
  const parts = text.split(supportEmail);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a href={`mailto:${supportEmail}`} className={linkClass}>
          {supportEmail}
        </a>
      ) : null}
    </Fragment>
  ));
}

/** "Label: the rest" shows its label in bold, so a long list can be scanned. */
function Point({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 0) return <li>{withMailLinks(text)}</li>;
  return (
    <li>
      <strong className="font-semibold text-foreground">{text.slice(0, colon)}:</strong>{' '}
      {withMailLinks(text.slice(colon + 2))}
    </li>
  );
}

function Section({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-foreground">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3">
          {withMailLinks(paragraph)}
        </p>
      ))}
      {section.points ? (
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {section.points.map((point) => (
            <Point key={point} text={point} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const otherPages = [
  { to: paths.terms, name: legalPageTexts.linkNames.terms },
  { to: paths.privacy, name: legalPageTexts.linkNames.privacy },
  { to: paths.contact, name: legalPageTexts.linkNames.contact },
] as const;

/** Terms, Privacy and Contact: one readable column of sections, and links to the other two. */
export function LegalPage({ document, path, lead }: { document: LegalDocument; path: string; lead?: ReactNode }) {
  return (
    <article className="mx-auto max-w-2xl px-4 py-10 text-base leading-relaxed text-muted-foreground sm:py-14">
      <PageTitle>{document.title}</PageTitle>
      <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm">
        {legalPageTexts.lastUpdated} {document.updated}
      </p>
      <p className="mt-6 text-lg text-foreground">{withMailLinks(document.summary)}</p>
      {lead}
      <div className="mt-10 flex flex-col gap-10">
        {document.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
      <nav aria-label={legalPageTexts.moreNav} className="mt-12 flex gap-6 border-t pt-6 text-sm font-medium">
        {otherPages
          .filter((page) => page.to !== path)
          .map((page) => (
            <Link key={page.to} to={page.to} className={linkClass}>
              {page.name}
            </Link>
          ))}
      </nav>
    </article>
  );
}
