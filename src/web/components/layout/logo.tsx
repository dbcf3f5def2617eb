import { Heart } from 'lucide-react';

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Heart className="h-4 w-4 fill-current" aria-hidden />
      </span>
      Keepsake
    </span>
  );
}
