import { vi } from 'vitest';

/**
 * jsdom has no canvas: this stands in for the browser's 2D context at that boundary. It records
 * the calls that put ink or text on a canvas, measures text as 0.5 em per character, and encodes
 * any canvas to a small PNG blob (or fails to, when a test says so).
 */
export type CanvasCall = { name: string; args: unknown[]; font: string; fillStyle: unknown };

export type FakeCanvas = {
  calls: CanvasCall[];
  /** Canvases whose toBlob was asked for, with their size at that moment. */
  encoded: { width: number; height: number }[];
  failEncoding: (fail: boolean) => void;
};

const RECORDED = new Set(['fillText', 'drawImage', 'arc', 'scale']);

const fontPx = (font: string): number => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);

const contextFor = (canvas: HTMLCanvasElement, calls: CanvasCall[]) => {
  const state: Record<string | symbol, unknown> = { canvas, font: '10px sans-serif' };
  return new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === 'measureText')
        return (text: string) => ({ width: text.length * fontPx(String(target.font)) * 0.5 });
      if (prop === 'getImageData')
        return (_x: number, _y: number, w: number, h: number) => ({
          width: w,
          height: h,
          data: new Uint8ClampedArray(w * h * 4),
        });
      return (...args: unknown[]) => {
        if (typeof prop === 'string' && RECORDED.has(prop))
          calls.push({ name: prop, args, font: String(target.font), fillStyle: target.fillStyle });
      };
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
};

export const installFakeCanvas = (): FakeCanvas => {
  const calls: CanvasCall[] = [];
  const encoded: { width: number; height: number }[] = [];
  const contexts = new WeakMap<HTMLCanvasElement, unknown>();
  let fail = false;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    if (!contexts.has(this)) contexts.set(this, contextFor(this, calls));
    return contexts.get(this) as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    encoded.push({ width: this.width, height: this.height });
    const blob = fail ? null : new Blob([new Uint8Array([137, 80, 78, 71])], { type });
    setTimeout(() => callback(blob), 0);
  });
  return { calls, encoded, failEncoding: (value) => (fail = value) };
};
