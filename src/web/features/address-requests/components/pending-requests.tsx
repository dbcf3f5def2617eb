import { accountMessages } from '@shared/account-messages';
import { addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import type { PendingAddressRequest } from '@shared/api/address-requests';
import { formatDate } from '@shared/format-date';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useRevokeAddressRequest } from '../api/address-requests';

function PendingItem({ request }: { request: PendingAddressRequest }) {
  const revoke = useRevokeAddressRequest();
  const label = texts.pendingFor(request.name);
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(request.id);
      toast({ title: texts.revoked });
    } catch (error) {
      toast({
        title: accountMessages.errorTitle,
        description: error instanceof ApiError ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <span className="text-sm font-medium">
          {label}
          {request.relation ? <span className="ml-2 font-normal text-muted-foreground">{request.relation}</span> : null}
        </span>
        <span className="text-xs text-muted-foreground">{texts.expires(formatDate(request.expiresAt))}</span>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${texts.revoke}: ${label}`}
        disabled={revoke.isPending}
        onClick={() => void onRevoke()}
      >
        {revoke.isPending ? texts.revoking : texts.revoke}
      </Button>
    </li>
  );
}

/** Links sent and not yet filled in; cancelling one makes it stop working at once. */
export function PendingRequests({ requests }: { requests: PendingAddressRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="pending-address-requests">
      {requests.map((request) => (
        <PendingItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
