import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DesignView } from '@shared/api/card-design';
import { designScreenTexts as texts } from '@shared/card-design-texts';
import { paths } from '@shared/routes';
import { designView } from '@/test-support/design-view';
import { fakeServer } from '@/test-support/fake-fetch';
import { navigatedTo, renderScreen } from '@/test-support/render-screen';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { takeReturnTo } from '@/lib/auth/return-to';
import OrderApprovePage from './order-approve';
import OrderChangePage from './order-change';
import { cardEditorRoutes } from '@/test-support/card-editor-routes';

const orderId = '0b7c1e52-8f0e-4a39-9a57-3d2f6c1b9e40';
const oldToken = 'old-token-from-the-first-e-mail';
const newToken = 'new-token-for-the-second-preview';
const designRoute = `GET /api/orders/${orderId}/design` as const;
const changeRoute = `POST /api/orders/${orderId}/design/change` as const;
const approveRoute = `POST /api/orders/${orderId}/design/approve` as const;

/** The token each design request carried, in order (the fake server's routes ignore the query). */
function designTokens(): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), window.location.href))
    .filter((url) => url.pathname === `/api/orders/${orderId}/design`)
    .map((url) => url.searchParams.get('token'));
}

/** The answer to a change through a link: the new preview is being made, and here is its link. */
const rendering: DesignView = {
  ...designView(),
  state: 'rendering',
  rendering: true,
  canApprove: false,
  canRequestChange: false,
  nextToken: newToken,
};

const withToken = (path: string, token: string) => `${path.replace(':orderId', orderId)}?token=${token}`;

describe('a change asked from the e-mail link', () => {
  it('offers Approve and print and Request a change on the new preview, with its own link', async () => {
    const second = designView({ revision: 2, texts: { front: 'For my favourite sister', inside: 'New', back: 'Sam' } });
    const server = fakeServer({
      ...cardEditorRoutes(orderId),
      [designRoute]: { body: designView() },
      [changeRoute]: () => {
        server.answer(designRoute, { body: second });
        return { body: rendering };
      },
      [approveRoute]: { body: { ...second, state: 'approved', canApprove: false, canRequestChange: false } },
    });
    const { user } = renderScreen(<OrderChangePage />, {
      at: withToken(paths.orderChange, oldToken),
      path: paths.orderChange,
    });

    await user.click(await screen.findByRole('button', { name: texts.submitChange }));
    expect(server.requests(changeRoute)[0]!.json).toMatchObject({ token: oldToken });
    // The page asks again every 3 s while the new preview is being made.
    expect(await screen.findByText(texts.newPreviewReady, {}, { timeout: 5000 })).toBeTruthy();
    expect(designTokens().at(-1)).toBe(newToken);

    await user.click(screen.getByRole('button', { name: texts.requestChange }));
    expect(screen.getByRole('textbox', { name: texts.frontLabel })).toHaveProperty('value', 'For my favourite sister');
  });

  it('approves the new preview with the link the change handed back', async () => {
    const second = designView({ revision: 2 });
    const server = fakeServer({
      ...cardEditorRoutes(orderId),
      [designRoute]: { body: designView() },
      [changeRoute]: () => {
        server.answer(designRoute, { body: second });
        return { body: rendering };
      },
      [approveRoute]: { body: { ...second, state: 'approved', canApprove: false, canRequestChange: false } },
    });
    const { user } = renderScreen(<OrderChangePage />, {
      at: withToken(paths.orderChange, oldToken),
      path: paths.orderChange,
    });
    await user.click(await screen.findByRole('button', { name: texts.submitChange }));
    await user.click(await screen.findByRole('button', { name: texts.approve }, { timeout: 5000 }));
    await waitFor(() => expect(server.requests(approveRoute)).toHaveLength(1));
    expect(server.requests(approveRoute)[0]!.json).toEqual({ token: newToken });
    expect(await screen.findByText(texts.approvedHeading)).toBeTruthy();
  });
});

describe("an older preview's link", () => {
  it.each([
    ['approve', paths.orderApprove, <OrderApprovePage key="approve" />],
    ['change', paths.orderChange, <OrderChangePage key="change" />],
  ] as const)('says on the %s page that it was replaced and leads to the newest preview', async (_, path, page) => {
    fakeServer({
      [designRoute]: { body: designView({ linkReplaced: true, canApprove: false, canRequestChange: false }) },
    });
    renderScreen(page, { at: withToken(path, oldToken), path });
    expect(await screen.findByText(texts.linkReplaced)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.approve })).toBeNull();
    expect(screen.queryByRole('textbox', { name: texts.frontLabel })).toBeNull();
    // The owner's own page for the order: no token, so the old link's limits do not follow.
    const current = screen.getByRole('link', { name: texts.openCurrentPreview });
    expect(current.getAttribute('href')).toBe(paths.orderApprove.replace(':orderId', orderId));
  });
});

describe('the newest preview, opened signed out without a link', () => {
  it('offers to sign in and comes back to it afterwards', async () => {
    hushExpectedErrors();
    fakeServer({ [designRoute]: { status: 401, body: { error: 'Please sign in.', code: 'UNAUTHORIZED' } } });
    const at = paths.orderApprove.replace(':orderId', orderId);
    const { user } = renderScreen(<OrderApprovePage />, { at, path: paths.orderApprove });
    await user.click(await screen.findByRole('link', { name: texts.signInToReview }));
    expect(await navigatedTo()).toBe(paths.login);
    expect(takeReturnTo()).toBe(at);
  });
});
