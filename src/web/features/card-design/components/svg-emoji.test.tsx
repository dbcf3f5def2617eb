import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emojiArtFile, emojiBox, loadEmojiTable } from '@shared/card-layout/emoji-art';
import { SvgEmoji } from './svg-emoji';

describe('SvgEmoji', () => {
  it("draws the emoji's artwork from the app's own address, in the square layout gave it", async () => {
    await loadEmojiTable();
    const { container } = render(
      <svg>
        <SvgEmoji file={emojiArtFile('❤️')!} box={emojiBox(10, 40, 20)} />
      </svg>,
    );
    const image = container.querySelector('image')!;
    expect(image.getAttribute('href')).toMatch(/^\/card-emoji\/[\d.]+\/2764\.svg$/);
    expect(['x', 'y', 'width', 'height'].map((name) => image.getAttribute(name))).toEqual(['12', '22', '20', '20']);
  });
});
