import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressRequestScreenTexts as texts } from '@shared/address-request-texts';
import type { PendingAddressRequest } from '@shared/api/address-requests';
import type { CurrentUserResponse } from '@shared/api/user';
import { paths } from '@shared/routes';
import { localKeys } from '@/lib/storage-keys';
import { fakeServer, type FakeRequest } from '@/test-support/fake-fetch';
import { renderScreen, toastText } from '@/test-support/render-screen';
import AccountAddressesPage from './account-addresses';

const account: CurrentUserResponse = {
  user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'customer' },
};
const base = '/api/account/address-requests';
const id = '5c1f0a2e-1b3c-4d5e-8f90-a1b2c3d4e5f6';
const url = 'http://localhost/address-for/tok-123';

function server() {
  let requests: PendingAddressRequest[] = [];
  return fakeServer({
    'GET /api/auth/user': { body: account },
    'GET /api/account/recipients': { body: { recipients: [], limit: 200 } },
    [`GET ${base}`]: () => ({ body: { requests } }),
    [`POST ${base}`]: (request: FakeRequest) => {
      const input = request.json as { name?: string; relation?: string };
      const made: PendingAddressRequest = {
        id,
        name: input.name || null,
        relation: input.relation || null,
        expiresAt: '2026-12-08T12:00:00.000Z',
        createdAt: '2026-11-24T12:00:00.000Z',
      };
      requests = [made];
      return { status: 201, body: { request: made, url } };
    },
    [`DELETE ${base}/${id}`]: () => {
      requests = [];
      return { status: 204 };
    },
  });
}

function openPage() {
  localStorage.setItem(localKeys.authToken, 'token-1');
  return renderScreen(<AccountAddressesPage />, { at: paths.accountAddresses });
}

afterEach(() => vi.unstubAllGlobals());

describe('asking someone for their address, on the address book page', () => {
  it('makes a link, copies it, lists it as waiting and cancels it', async () => {
    const fake = server();
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: texts.ask }));
    await user.type(screen.getByLabelText(texts.nameHint), 'Grandma Jo');
    await user.type(screen.getByLabelText(texts.relationHint), 'Grandma');
    await user.click(screen.getByRole('button', { name: texts.create }));

    const link = await screen.findByTestId('address-request-link');
    expect(fake.requests(`POST ${base}`)[0]?.json).toEqual({ name: 'Grandma Jo', relation: 'Grandma' });
    expect((within(link).getByLabelText(texts.linkLabel) as HTMLInputElement).value).toBe(url);
    // No share sheet in this browser: only Copy.
    expect(within(link).queryByRole('button', { name: texts.share })).toBeNull();
    await user.click(within(link).getByRole('button', { name: texts.copy }));
    // user-event's stand-in clipboard holds what the page wrote.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await toastText()).toContain(texts.copied);

    const waiting = await screen.findByTestId('pending-address-requests');
    expect(within(waiting).getByText(texts.pendingFor('Grandma Jo'))).toBeTruthy();
    await user.click(within(link).getByRole('button', { name: texts.done }));
    expect(screen.queryByTestId('address-request-link')).toBeNull();

    await user.click(screen.getByRole('button', { name: `${texts.revoke}: ${texts.pendingFor('Grandma Jo')}` }));
    expect(fake.requests(`DELETE ${base}/${id}`)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.queryByTestId('pending-address-requests')).toBeNull());
  });

  it("offers the phone's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    server();
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: texts.ask }));
    await user.click(screen.getByRole('button', { name: texts.create }));
    await user.click(await screen.findByRole('button', { name: texts.share }));
    expect(share).toHaveBeenCalledWith({ title: texts.shareTitle, text: texts.shareText, url });
  });

  it('points at a name that is too long before anything is sent', async () => {
    const fake = server();
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: texts.ask }));
    await user.type(screen.getByLabelText(texts.nameHint), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText('Keep the name to 80 characters.')).toBeTruthy();
    expect(fake.requests(`POST ${base}`)).toHaveLength(0);
  });
});
