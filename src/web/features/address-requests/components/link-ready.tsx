import { Copy, Share2 } from 'lucide-react';
import { addressRequestRules as rules, addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';

/** navigator.share exists on phones (and a few desktops); elsewhere the Copy button is enough. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The link just made: shown in full (it is the one time it can be: only its hash is stored),
 * with Copy and, where the device has a share sheet, Share.
 */
export function LinkReady({ url, onDone }: { url: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: texts.copied });
    } catch {
      toast({ title: texts.copyFailed, variant: 'destructive' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: texts.shareTitle, text: texts.shareText, url });
    } catch {
      // Closing the share sheet rejects too; the link stays on screen to copy.
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="address-request-link">
      <p className="text-sm font-medium">{texts.linkReady}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="address-request-url">{texts.linkLabel}</Label>
        <Input
          id="address-request-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <p className="text-xs text-muted-foreground">{texts.linkRules(rules.lifetimeDays)}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="w-full sm:w-fit" onClick={() => void copy()}>
          <Copy aria-hidden />
          {texts.copy}
        </Button>
        {canShare() ? (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => void share()}>
            <Share2 aria-hidden />
            {texts.share}
          </Button>
        ) : null}
        <Button variant="ghost" className="w-full sm:w-fit" onClick={onDone}>
          {texts.done}
        </Button>
      </div>
    </div>
  );
}
