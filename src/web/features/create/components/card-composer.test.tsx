import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StylePreviews } from '@shared/api/card-design';
import type { CardOption, GenerateResponse, WriterKind } from '@shared/api/generate';
import { creationMessages, uploadServerMessages } from '@shared/creation-messages';
import { optionsScreenTexts as texts } from '@shared/creation-screen-texts';
import { creationSessionKeys, type CheckoutData, type ContextData } from '@shared/creation-session';
import { paths } from '@shared/routes';
import { fakeServer, heldReply, type FakeHandler, type FakeRequest } from '@/test-support/fake-fetch';
import { hushExpectedErrors } from '@/test-support/quiet-console';
import { navigatedTo, renderScreen, toastText } from '@/test-support/render-screen';
import { cardEditorTexts } from '@shared/card-editor-texts';
import { centredCrop } from '@shared/card-layout/picture-crop';
import { cardEditorRoutes } from '@/test-support/card-editor-routes';
import { CardComposer } from './card-composer';

const context: ContextData = { selectedTone: 'playful', memoryDescription: 'The twins at the lake, soaked by noon.' };
const photo = new File(['not really a jpeg'], 'memory-photo.jpg', { type: 'image/jpeg' });

const written = (prefix: string): CardOption[] =>
  [1, 2, 3].map((n) => ({
    front: `${prefix} front ${n}`,
    inside: `${prefix} inside ${n}`,
    back: `${prefix} back ${n}`,
  }));
const firstThree = written('First');
const nextThree = written('More');

const wrote = (cardOptions: CardOption[], writer: WriterKind = 'offline') => ({
  body: { cardOptions, writer } satisfies GenerateResponse,
});
const isLoadMore = (request: FakeRequest) => Boolean(request.form?.get('previousOptions'));
/** The writer: three options, and three others when shown the first ones (Load More). */
const writer: FakeHandler = (request) => wrote(isLoadMore(request) ? nextThree : firstThree);

function serverWith(generate: FakeHandler = writer) {
  return fakeServer({
    ...cardEditorRoutes(),
    'POST /api/generate-messages': generate,
    'POST /api/style-previews': { body: { previews: [] } satisfies StylePreviews },
  });
}

function renderComposer() {
  return renderScreen(<CardComposer setup={{ status: 'ready', file: photo, context }} />, { at: paths.createOptions });
}

const optionsGroup = () => screen.getByRole('radiogroup', { name: texts.optionsLegend });
const options = () => within(optionsGroup()).queryAllByRole<HTMLInputElement>('radio');
const option = (index: number) =>
  within(optionsGroup()).getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${texts.optionLabel(index)}\\b`) });
const fronts = () => options().map((radio) => radio.closest('label')?.querySelector('p')?.textContent);
const loadMoreButton = () => screen.queryByRole('button', { name: texts.loadMore });
const uploadAndDescribeLink = () => screen.queryByRole('link', { name: texts.uploadAndDescribe });
const continueButton = () => screen.getByRole('button', { name: texts.continue });

describe('the card composer', () => {
  it('says it is writing, then offers three options with the second recommended', async () => {
    const held = heldReply();
    const server = serverWith(held.handler);
    renderComposer();
    expect(await screen.findByText(texts.writing)).toBeTruthy();
    expect(options()).toHaveLength(0);

    held.release(wrote(firstThree));
    expect(await screen.findByText(firstThree[0]!.front)).toBeTruthy();
    expect(options()).toHaveLength(3);
    expect(option(1).getAttribute('aria-label')).toBe(`${texts.optionLabel(1)}, recommended`);
    expect(screen.queryByText(texts.writing)).toBeNull();
    expect(screen.getByText(texts.offlineWriter)).toBeTruthy();
    expect(uploadAndDescribeLink()?.getAttribute('href')).toBe(paths.createContext);

    const sent = server.requests('POST /api/generate-messages')[0]?.form;
    expect(sent?.get('memoryDescription')).toBe(context.memoryDescription);
    expect(sent?.get('tone')).toBe(context.selectedTone);
  });

  it("says when the built-in writer stood in for a model that could not answer, and names no writer for the model's", async () => {
    const server = serverWith(() => wrote(firstThree, 'fallback'));
    const { user } = renderComposer();
    expect(await screen.findByText(texts.fallbackWriter)).toBeTruthy();
    expect(options()).toHaveLength(3);
    expect(screen.queryByText(texts.offlineWriter)).toBeNull();

    server.answer('POST /api/generate-messages', () => wrote(nextThree, 'llm'));
    await user.click(loadMoreButton()!);
    await screen.findByText(nextThree[0]!.front);
    expect(screen.queryByText(texts.fallbackWriter)).toBeNull();
    expect(screen.queryByText(texts.offlineWriter)).toBeNull();
  });

  it('Continue asks for a choice first; with one chosen it goes on to checkout', async () => {
    serverWith();
    const { user } = renderComposer();
    await screen.findByText(firstThree[0]!.front);
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(continueButton());
    expect(await toastText()).toContain(creationMessages.selectionRequired.description);
    expect(screen.queryByTestId('elsewhere')).toBeNull();

    await user.click(option(2));
    expect(option(2).checked).toBe(true);
    expect(screen.getByText(texts.selectedStatus(2))).toBeTruthy();
    expect(continueButton().getAttribute('aria-disabled')).toBe('false');
    await user.click(continueButton());
    expect(await navigatedTo()).toBe(paths.createCheckout);
  });

  it('opens the editor on the chosen option, keeps each option’s edits, and sends what it shows', async () => {
    serverWith();
    const { user } = renderComposer();
    await screen.findByText(firstThree[0]!.front);
    expect(screen.queryByRole('heading', { name: cardEditorTexts.heading })).toBeNull();

    await user.click(option(1));
    const inside = () =>
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: cardEditorTexts.textLabel('inside') });
    expect(inside().value).toBe(firstThree[1]!.inside);
    await user.clear(inside());
    await user.type(inside(), 'Edited for option one');
    // Another option shows its own words; coming back finds the edit still there.
    await user.click(option(2));
    expect(inside().value).toBe(firstThree[2]!.inside);
    await user.click(option(1));
    expect(inside().value).toBe('Edited for option one');

    // A blank text stops Continue with its own words.
    const back = screen.getByRole('textbox', { name: cardEditorTexts.textLabel('back') });
    await user.clear(back);
    await user.click(continueButton());
    expect(await toastText()).toContain(cardEditorTexts.blankText('back'));
    await user.type(back, 'Love, Sam');

    await user.click(continueButton());
    expect(await navigatedTo()).toBe(paths.createCheckout);
    const saved = JSON.parse(window.sessionStorage.getItem(creationSessionKeys.checkoutData)!) as CheckoutData;
    // No finished upload to draw from here: the front showed the centred crop, and that is sent.
    expect(saved.cardDesign).toEqual({
      texts: { ...firstThree[1]!, inside: 'Edited for option one', back: 'Love, Sam' },
      crop: centredCrop,
      textScale: {},
    });
  });

  it('Load More appends three new options once, then offers to change the words instead', async () => {
    const server = serverWith();
    const { user } = renderComposer();
    await screen.findByText(firstThree[0]!.front);
    await user.click(loadMoreButton()!);

    expect(await screen.findByText(nextThree[0]!.front)).toBeTruthy();
    expect(fronts()).toEqual([...firstThree, ...nextThree].map((card) => card.front));
    expect(loadMoreButton()).toBeNull();
    expect(screen.getByRole('link', { name: texts.changeHintLink }).getAttribute('href')).toBe(paths.createContext);
    // The writer was shown what it wrote before, so it can write something else.
    const shown = server.requests('POST /api/generate-messages')[1]?.form?.get('previousOptions');
    expect(JSON.parse(String(shown))).toEqual(firstThree);
  });

  it('after the words were changed once, Load More and Upload & Describe are gone and the page says why', async () => {
    window.sessionStorage.setItem(creationSessionKeys.memoryOrVibeUpdated, 'true');
    serverWith();
    renderComposer();
    await screen.findByText(firstThree[0]!.front);
    expect(screen.getByText(texts.memoryUpdatedNotice)).toBeTruthy();
    expect(loadMoreButton()).toBeNull();
    expect(uploadAndDescribeLink()).toBeNull();
    expect(screen.queryByRole('link', { name: texts.changeHintLink })).toBeNull();
  });

  it('following the change hint leads to the context step, and the options page then remembers it', async () => {
    serverWith();
    const first = renderComposer();
    await screen.findByText(firstThree[0]!.front);
    await first.user.click(loadMoreButton()!);
    await first.user.click(await screen.findByRole('link', { name: texts.changeHintLink }));
    expect(await navigatedTo()).toBe(paths.createContext);
    first.unmount();

    renderComposer();
    await screen.findByText(firstThree[0]!.front);
    expect(screen.getByText(texts.memoryUpdatedNotice)).toBeTruthy();
    expect(loadMoreButton()).toBeNull();
    expect(uploadAndDescribeLink()).toBeNull();
  });

  it('a failed writing says why in an Error toast, and Try again writes the options', async () => {
    hushExpectedErrors();
    const server = serverWith(() => ({ status: 422, body: { error: uploadServerMessages.unreadableMedia } }));
    const { user } = renderComposer();
    const toast = await toastText();
    expect(toast).toContain(creationMessages.errorTitle);
    expect(toast).toContain(uploadServerMessages.unreadableMedia);
    expect(screen.getByText(texts.failedHeading)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: texts.optionsLegend })).toBeNull();
    expect(screen.getByRole('link', { name: texts.chooseAnotherFile }).getAttribute('href')).toBe(paths.createUpload);

    server.answer('POST /api/generate-messages', writer);
    await user.click(screen.getByRole('button', { name: texts.tryAgain }));
    expect(await screen.findByText(firstThree[0]!.front)).toBeTruthy();
    expect(options()).toHaveLength(3);
    expect(screen.queryByText(texts.failedHeading)).toBeNull();
  });

  it('a failed Load More keeps the options on screen and may be tried again', async () => {
    hushExpectedErrors();
    const server = serverWith();
    const { user } = renderComposer();
    await screen.findByText(firstThree[0]!.front);
    server.answer('POST /api/generate-messages', { status: 500 });
    await user.click(loadMoreButton()!);

    expect(await toastText()).toContain(creationMessages.generateMoreFailed);
    expect(fronts()).toEqual(firstThree.map((card) => card.front));
    expect(loadMoreButton()).not.toBeNull();
    expect(screen.queryByText(texts.failedHeading)).toBeNull();
  });

  it('coming back from checkout shows the saved options, choice and style without writing again', async () => {
    const saved: CheckoutData = {
      selectedOption: 4,
      selectedCardStyle: 'watercolor',
      cardOptions: [...firstThree, ...nextThree],
    };
    window.sessionStorage.setItem(creationSessionKeys.checkoutData, JSON.stringify(saved));
    const server = serverWith();
    renderComposer();

    expect(await screen.findByText(nextThree[2]!.front)).toBeTruthy();
    expect(options()).toHaveLength(6);
    expect(option(4).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Watercolor' }).checked).toBe(true);
    expect(loadMoreButton()).toBeNull();
    expect(server.requests('POST /api/generate-messages')).toEqual([]);
  });
});
