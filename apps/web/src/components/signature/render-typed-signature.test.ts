import { describe, expect, it } from 'vitest';
import {
  TYPED_FONT_PX,
  renderTypedSignature,
  typedFont,
  typedSignatureLayout,
} from './render-typed-signature.ts';
import { typedStyleById } from './typed-signature-styles.ts';
import { installFakeCanvas } from './test-support/fake-canvas.ts';

// Half an em per character, like the fake canvas.
const measure = (font: string, text: string) =>
  text.length * Number(/(\d+)px/.exec(font)![1]) * 0.5;

describe('typed signature layout (spec §9)', () => {
  it('writes in Caveat by default, with a canvas as wide as the text', () => {
    const layout = typedSignatureLayout('Ada Lovelace', measure);
    expect(layout.font).toBe(`${TYPED_FONT_PX}px "Caveat", cursive`);
    expect(layout.width).toBe(12 * 48 + 32);
    expect(layout.height).toBe(Math.ceil(TYPED_FONT_PX * 1.4));
    expect([layout.x, layout.y]).toEqual([16, layout.height / 2]);
  });

  it('writes in the chosen style, at the size that evens the faces out', () => {
    const apple = typedStyleById('homemade-apple');
    const layout = typedSignatureLayout('Ada Lovelace', measure, apple);
    const px = Math.round(TYPED_FONT_PX * apple.scale);
    expect(layout.font).toBe(`${px}px "Homemade Apple", cursive`);
    expect(layout.height).toBe(Math.ceil(px * 1.4));
  });

  it('writes a very long name smaller instead of cutting it off', () => {
    const name = 'Augusta Ada King, Countess of Lovelace, née Byron';
    const layout = typedSignatureLayout(name, measure);
    expect(layout.fontPx).toBeLessThan(TYPED_FONT_PX);
    expect(layout.width).toBeLessThanOrEqual(1200);
    expect(measure(layout.font, name)).toBeLessThanOrEqual(1200 - 32);
  });
});

describe('rendering typed text to a PNG', () => {
  it('draws the trimmed text in black at the layout position and encodes a PNG', async () => {
    const canvas = installFakeCanvas();
    const png = await renderTypedSignature('  Ada Lovelace ');
    expect(png.type).toBe('image/png');
    const text = canvas.calls.filter((call) => call.name === 'fillText');
    expect(text).toEqual([
      {
        name: 'fillText',
        args: ['Ada Lovelace', 16, Math.ceil(TYPED_FONT_PX * 1.4) / 2],
        font: typedFont(TYPED_FONT_PX),
        fillStyle: '#000000',
      },
    ]);
    expect(canvas.encoded).toEqual([{ width: 12 * 48 + 32, height: Math.ceil(96 * 1.4) }]);
  });

  it('fails when there is nothing to write or the canvas cannot encode', async () => {
    const canvas = installFakeCanvas();
    await expect(renderTypedSignature('   ')).rejects.toThrow();
    canvas.failEncoding(true);
    await expect(renderTypedSignature('Ada')).rejects.toThrow();
  });
});
