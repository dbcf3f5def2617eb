import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { mergeClasses } from './merge-classes';

/** Overrides a screen might pass to a component, each checked against tailwind-merge itself. */
const overrides = [
  'w-full',
  'h-auto p-0 align-baseline',
  'h-12 px-6 text-base',
  'px-2',
  'py-4',
  'rounded-full',
  'rounded-t-none',
  'text-lg font-semibold',
  'text-white',
  'text-left',
  'text-primary text-xl',
  'bg-card hover:bg-card/80',
  'bg-transparent shadow-none',
  'shadow-lg',
  'border-2 border-primary',
  'border-dashed',
  'justify-start gap-3',
  'inline-block',
  'hidden sm:inline-flex',
  'size-12',
  'mx-auto mt-4',
  'focus-visible:outline-primary',
  'disabled:opacity-30',
  '[&_svg]:size-6',
  'underline',
  'whitespace-normal leading-tight',
  'opacity-90 z-10 relative',
  '-mt-2 -mx-1',
];

const words = (classes: string) => classes.split(' ').sort();

describe('mergeClasses', () => {
  for (const variant of ['default', 'outline', 'ghost', 'link', 'secondary', 'destructive'] as const) {
    for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
      it(`agrees with tailwind-merge on the ${variant} ${size} button and each override`, () => {
        const base = buttonVariants({ variant, size });
        for (const extra of overrides) {
          expect(words(mergeClasses(base, extra)), extra).toEqual(words(twMerge(base, extra)));
        }
      });
    }
  }

  it('lets the later class win and keeps unrelated ones', () => {
    expect(mergeClasses('px-4 py-2 text-sm', 'p-0')).toBe('text-sm p-0');
    expect(mergeClasses('p-4', 'px-2')).toBe('p-4 px-2');
    expect(mergeClasses('hover:bg-muted bg-card', 'hover:bg-primary')).toBe('bg-card hover:bg-primary');
    expect(mergeClasses('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg');
  });

  it('takes conditional inputs like cn', () => {
    const disabled = false;
    expect(mergeClasses('h-10', disabled && 'opacity-50', { 'h-12': true }, ['w-full'])).toBe('h-12 w-full');
  });

  it('keeps classes it cannot classify', () => {
    expect(mergeClasses('text-[13px] text-[#fff]', 'grid-cols-2 col-span-2')).toBe(
      'text-[13px] text-[#fff] grid-cols-2 col-span-2',
    );
  });
});
