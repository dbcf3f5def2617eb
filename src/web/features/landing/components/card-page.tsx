import { Heart } from 'lucide-react';
import type { CardExample } from '../examples';

const paper = 'absolute inset-0 flex flex-col bg-[#fffaf3] p-6 sm:p-8';

/** One of the card's four printed pages, drawn in HTML so its words stay real text. */
export function CardPage({ example, page }: { example: CardExample; page: number }) {
  switch (page) {
    case 0:
      return (
        <div className="absolute inset-0">
          <img
            src={example.photo}
            alt={example.photoAlt}
            width={600}
            height={750}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-6 pt-16 pb-6">
            <p className="font-serif text-2xl leading-tight font-semibold text-balance text-white italic">
              {example.front}
            </p>
          </div>
        </div>
      );
    case 1:
      return (
        <div className={`${paper} items-center justify-center text-center`}>
          <img
            src={example.photo}
            alt=""
            width={600}
            height={750}
            loading="lazy"
            decoding="async"
            className="w-2/5 -rotate-3 rounded-sm border-4 border-white object-cover shadow-md"
          />
          <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-primary uppercase">The memory</p>
          <p className="mt-2 font-serif leading-relaxed text-stone-700 italic">&ldquo;{example.memory}&rdquo;</p>
        </div>
      );
    case 2:
      return (
        <div className={`${paper} justify-center`}>
          <p className="font-serif text-[1.05rem] leading-relaxed text-stone-800">{example.inside}</p>
          <p className="mt-5 font-serif text-primary italic">{example.signature}</p>
        </div>
      );
    default:
      return (
        <div className={`${paper} items-center justify-center gap-3 text-center`}>
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Heart className="h-6 w-6 fill-current" aria-hidden />
          </span>
          <p className="font-semibold tracking-tight">Made with Keepsake</p>
          <p className="text-sm text-stone-600">Written with you, printed with care</p>
        </div>
      );
  }
}
