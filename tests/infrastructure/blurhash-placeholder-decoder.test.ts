import { describe, expect, it, vi } from 'vitest';
import { BlurhashPlaceholderDecoder, type CanvasFactory } from '@/infrastructure/placeholder/blurhash-placeholder-decoder';

const VALID = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

function fakeCanvas(withContext = true) {
  const putImageData = vi.fn();
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn(() => (withContext ? { createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }), putImageData } : null)),
    toDataURL: vi.fn(() => 'data:image/png;base64,AAAA'),
  };
  const factory = vi.fn(() => canvas) as unknown as CanvasFactory & ReturnType<typeof vi.fn>;
  return { canvas, factory, putImageData };
}

describe('BlurhashPlaceholderDecoder (spec §8: string too short; length mismatch)', () => {
  it('decodes a valid hash to a data URL of the asked size', () => {
    const { canvas, factory, putImageData } = fakeCanvas();
    expect(new BlurhashPlaceholderDecoder(factory).decode(VALID, 32, 20)).toEqual({ ok: true, dataUrl: 'data:image/png;base64,AAAA' });
    expect([canvas.width, canvas.height]).toEqual([32, 20]);
    const image = putImageData.mock.calls[0]![0] as { data: Uint8ClampedArray };
    expect(image.data.length).toBe(32 * 20 * 4);
    expect(image.data[3]).toBe(255);
  });

  it('a string under 6 characters is "string too short", returned, not thrown', () => {
    const result = new BlurhashPlaceholderDecoder(fakeCanvas().factory).decode('LEHV', 32, 32);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^string too short/);
  });

  it('a hash whose length does not match its components is "length mismatch"', () => {
    const result = new BlurhashPlaceholderDecoder(fakeCanvas().factory).decode(`${VALID}x`, 32, 32);
    expect(result).toEqual({ ok: false, error: 'length mismatch: blurhash length mismatch: length is 29 but it should be 28' });
  });

  it('an empty hash, a bad size or no 2D context are results too', () => {
    const decoder = new BlurhashPlaceholderDecoder(fakeCanvas(false).factory);
    expect(decoder.decode('', 10, 10)).toMatchObject({ ok: false, error: expect.stringMatching(/^string too short/) });
    expect(decoder.decode(VALID, 0, 10)).toMatchObject({ ok: false, error: expect.stringMatching(/^invalid size/) });
    expect(decoder.decode(VALID, 10, 10)).toEqual({ ok: false, error: 'no canvas 2D context' });
  });

  it('caches by hash and size', () => {
    const { factory } = fakeCanvas();
    const decoder = new BlurhashPlaceholderDecoder(factory);
    const first = decoder.decode(VALID, 16, 16);
    expect(decoder.decode(VALID, 16, 16)).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
    decoder.decode(VALID, 16, 8);
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
