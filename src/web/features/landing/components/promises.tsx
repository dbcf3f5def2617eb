import { Clock, ShieldCheck } from 'lucide-react';
import { PageLink } from '@/components/page-link';
import { landingTexts } from '@shared/landing-texts';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { offscreenSection } from './offscreen-section';

const promises = [
  {
    icon: Clock,
    title: 'Your design preview within 24 hours',
    text: 'Within 24 hours of your order we e-mail you a preview of your card. We print and ship it only once you approve it.',
  },
  {
    icon: ShieldCheck,
    title: '30-day money-back guarantee',
    text: 'If your card does not make them smile, tell us within 30 days and we will refund you in full. No forms, no fuss.',
  },
];

export function Promises() {
  return (
    <section aria-labelledby="promises-title" className={`py-20 md:py-28 ${offscreenSection}`}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="promises-title" className="sr-only">
          Our promises
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {promises.map((promise) => (
            <div key={promise.title} className="flex gap-5 rounded-2xl border bg-card p-7 shadow-sm">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <promise.icon className="h-6 w-6" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold tracking-tight">{promise.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{promise.text}</p>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-16 rounded-3xl bg-gradient-to-br from-primary to-rose-800 px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
          <p className="font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Someone out there deserves more than &ldquo;HBD&rdquo;.
          </p>
          <p className="mx-auto mt-4 max-w-xl text-rose-100">Make them a card they will pin to the fridge for years.</p>
          <Button asChild size="lg" className="mt-8 rounded-full bg-white text-primary hover:bg-rose-50">
            <PageLink to={paths.create}>{landingTexts.createCard}</PageLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
