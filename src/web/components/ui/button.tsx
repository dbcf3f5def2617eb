import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { mergeClasses } from '@/lib/merge-classes';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-card hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-8 text-base',
        icon: 'h-10 w-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a router Link) with button styles instead of a <button>. */
  asChild?: boolean;
}

type Props = Record<string, unknown>;

/**
 * The child's own props win, except that event handlers run both (the child's first), styles
 * merge and classes join: what Radix Slot does, without its weight on the landing page.
 */
function slotProps(own: Props, child: Props): Props {
  const merged: Props = { ...own, ...child };
  for (const [name, value] of Object.entries(child)) {
    const ours = own[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof value === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = value(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(ours as object | undefined), ...(value as object | undefined) };
    }
  }
  merged.className = mergeClasses(own.className as string, child.className as string | undefined);
  return merged;
}

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = mergeClasses(buttonVariants({ variant, size, className }));
  if (asChild) {
    if (!isValidElement(children)) throw new Error('Button asChild needs exactly one element child');
    const child = children as ReactElement<Props>;
    return cloneElement(child, slotProps({ ...props, className: classes }, child.props));
  }
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
