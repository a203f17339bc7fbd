import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setHydratingPage } from '@/ui/app/rendering/hydrating';
import { BlurhashImage, type DecodeResult, safeDecode } from '@/ui/components/blurhash-image';

const box = () => screen.getByRole('img').parentElement as HTMLElement;

describe('BlurhashImage', () => {
  it('shows the decoded placeholder (decoded when the page is idle) until the image loads, then the image', async () => {
    const decode = vi.fn(() => ({ ok: true as const, dataUrl: 'data:image/png;base64,AAA' }));
    const onLoad = vi.fn();
    render(
      <BlurhashImage src="/coat.jpg" alt="Wool coat" blurhash="LEHV6nWB2yk8" width={600} height={800} decode={decode} onLoad={onLoad} />,
    );
    const image = screen.getByRole('img', { name: 'Wool coat' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(box().style.aspectRatio).toBe('600 / 800');
    // Never during the render: the decode waits for idle time.
    expect(decode).not.toHaveBeenCalled();
    expect(box().getAttribute('data-state')).toBe('empty');
    await waitFor(() => expect(box().style.backgroundImage).toContain('data:image/png;base64,AAA'));
    expect(box().getAttribute('data-state')).toBe('placeholder');
    expect(image.getAttribute('data-shown')).toBe('false');
    // Decoded small, in the image's ratio.
    expect(decode).toHaveBeenCalledWith('LEHV6nWB2yk8', 32, 43);

    fireEvent.load(image);
    expect(box().getAttribute('data-state')).toBe('loaded');
    expect(image.getAttribute('data-shown')).toBe('true');
    expect(box().style.backgroundImage).toBe('');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('offers an imported photograph at every width, in AVIF through <picture> and in WebP', () => {
    const decode = vi.fn(() => ({ ok: true as const, dataUrl: 'data:image/png;base64,AAA' }));
    const folder = '/media/photos/0123456789abcdef01234567';
    render(<BlurhashImage src={`${folder}/960.webp`} alt="Wrap dress" width={800} height={1000} sizes="50vw" decode={decode} />);
    const image = screen.getByRole('img', { name: 'Wrap dress' });
    expect(image.getAttribute('srcset')).toBe([320, 640, 960, 1280, 1600].map((width) => `${folder}/${width}.webp ${width}w`).join(', '));
    expect(image.getAttribute('sizes')).toBe('50vw');
    const source = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain(`${folder}/1600.avif 1600w`);
    expect(source?.getAttribute('sizes')).toBe('50vw');
  });

  it('keeps a drawing a plain image with no srcset', () => {
    render(<BlurhashImage src="/media/products/dress/black.svg?view=front" alt="Dress" width={800} height={1000} decode={vi.fn()} />);
    const image = screen.getByRole('img', { name: 'Dress' });
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.parentElement?.tagName).toBe('SPAN');
  });

  it('shows a neutral background when decoding fails, without throwing', async () => {
    const failing = vi.fn(() => ({ ok: false as const, error: 'bad hash' }));
    render(<BlurhashImage src="/a.jpg" alt="A" blurhash="nope" width={3} height={4} decode={failing} />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(box().getAttribute('data-state')).toBe('empty');
    expect(box().style.backgroundImage).toBe('');
  });

  it('survives a decoder that throws', async () => {
    const throwing = vi.fn((): never => {
      throw new Error('decoder crashed');
    });
    expect(() => render(<BlurhashImage src="/a.jpg" alt="A" blurhash="x" width={3} height={4} decode={throwing} />)).not.toThrow();
    await waitFor(() => expect(throwing).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'A' })).toBeTruthy();
    expect(safeDecode(throwing, 'x', 3, 4)).toBeNull();
  });

  it('does not decode without a hash; with priority it loads eagerly at high priority, preloaded, shown as it paints', () => {
    const decode = vi.fn();
    render(<BlurhashImage src="/a.jpg" alt="A" blurhash={null} width={3} height={4} decode={decode} priority />);
    expect(decode).not.toHaveBeenCalled();
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('data-shown')).toBe('true');
    expect(document.head.querySelector('link[rel="preload"][as="image"][href="/a.jpg"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('an eager image loads at once without high priority or preload', () => {
    render(<BlurhashImage src="/eager.jpg" alt="A" width={3} height={4} decode={vi.fn()} eager />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
    expect(document.head.querySelector('link[rel="preload"][href="/eager.jpg"]')).toBeNull();
  });

  it("an image of the server's document shows as it arrives, before any load event; one mounted later fades in", () => {
    setHydratingPage(true);
    try {
      render(<BlurhashImage src="/hydrated.jpg" alt="Hydrated" width={600} height={800} decode={vi.fn()} />);
    } finally {
      setHydratingPage(false);
    }
    const hydrated = screen.getByRole('img', { name: 'Hydrated' });
    expect(hydrated.getAttribute('data-shown')).toBe('true');
    expect(hydrated.parentElement?.getAttribute('data-state')).toBe('empty');
    render(<BlurhashImage src="/later.jpg" alt="Later" width={600} height={800} decode={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Later' }).getAttribute('data-shown')).toBe('false');
  });

  it('an image already loaded when it mounts (server-rendered) shows at once and is never decoded', async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const natural = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(600);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const decode = vi.fn(() => ({ ok: true as const, dataUrl: 'data:image/png;base64,AAA' }));
    const onLoad = vi.fn();
    try {
      render(<BlurhashImage src="/done.jpg" alt="Done" blurhash="LEHV6nWB2yk8" width={600} height={800} decode={decode} onLoad={onLoad} />);
      await waitFor(() => expect(box().getAttribute('data-state')).toBe('loaded'));
      expect(onLoad).toHaveBeenCalledTimes(1);
      // Decoding waits for an idle moment, and none was asked for: nothing was queued.
      expect(idle).toHaveLength(0);
      expect(decode).not.toHaveBeenCalled();
    } finally {
      complete.mockRestore();
      natural.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('decodes once its decoder arrives (its code loads after start-up), and not at all for an image that loaded first', async () => {
    let arrive = (): void => undefined;
    const arrival = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let arrived = false;
    const decode = vi.fn((): DecodeResult | Promise<void> => (arrived ? { ok: true, dataUrl: 'data:image/png;base64,AAA' } : arrival));
    const onLoad = vi.fn();
    render(
      <>
        <BlurhashImage src="/waits.jpg" alt="Waits" blurhash="LEHV6nWB2yk8" width={600} height={800} decode={decode} />
        <BlurhashImage src="/first.jpg" alt="First" blurhash="LKO2?U%2Tw=w" width={600} height={800} decode={decode} onLoad={onLoad} />
      </>,
    );
    // Both ask at an idle moment, and are told the decoder is on its way.
    await waitFor(() => expect(decode).toHaveBeenCalledTimes(2));
    const waits = screen.getByRole('img', { name: 'Waits' }).parentElement as HTMLElement;
    expect(waits.getAttribute('data-state')).toBe('empty');
    const first = screen.getByRole('img', { name: 'First' }) as HTMLImageElement;
    fireEvent.load(first);
    const complete = vi.spyOn(first, 'complete', 'get').mockReturnValue(true);
    const natural = vi.spyOn(first, 'naturalWidth', 'get').mockReturnValue(600);
    try {
      arrived = true;
      await act(async () => arrive());
      await waitFor(() => expect(waits.style.backgroundImage).toContain('data:image/png;base64,AAA'));
      // Asked again for the waiting image only: the loaded one needs no placeholder, and was told once that it loaded.
      expect(decode).toHaveBeenCalledTimes(3);
      expect(decode).toHaveBeenLastCalledWith('LEHV6nWB2yk8', 32, 43);
      expect(onLoad).toHaveBeenCalledTimes(1);
    } finally {
      complete.mockRestore();
      natural.mockRestore();
    }
  });

  it('runs a few milliseconds of decoding per idle slice, however long the browser offers', () => {
    const callbacks: ((deadline: { timeRemaining: () => number; didTimeout: boolean }) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (typeof callbacks)[number]) => callbacks.push(callback));
    let now = 1_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      // Each decode takes 3 ms (a slow phone); the browser offers 40 ms slices.
      const decode = vi.fn(() => {
        now += 3;
        return { ok: true as const, dataUrl: 'data:image/png;base64,AAA' };
      });
      render(
        <>
          {Array.from({ length: 5 }, (_, index) => (
            <BlurhashImage key={index} src={`/${index}.jpg`} alt={`Image ${index}`} blurhash="LEHV6nWB2yk8" width={600} height={800} decode={decode} />
          ))}
        </>,
      );
      const roomy = { timeRemaining: () => 40, didTimeout: false };
      act(() => callbacks.shift()!(roomy));
      expect(decode).toHaveBeenCalledTimes(2);
      act(() => callbacks.shift()!(roomy));
      expect(decode).toHaveBeenCalledTimes(4);
      act(() => callbacks.shift()!(roomy));
      expect(decode).toHaveBeenCalledTimes(5);
      expect(callbacks).toHaveLength(0);
    } finally {
      clock.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('decodes many placeholders in idle slices, never all in one task', async () => {
    const idle = vi.fn();
    const callbacks: ((deadline: { timeRemaining: () => number; didTimeout: boolean }) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (typeof callbacks)[number]) => {
      idle();
      callbacks.push(callback);
      return callbacks.length;
    });
    try {
      const decode = vi.fn(() => ({ ok: true as const, dataUrl: 'data:image/png;base64,AAA' }));
      render(
        <>
          {Array.from({ length: 5 }, (_, index) => (
            <BlurhashImage key={index} src={`/${index}.jpg`} alt={`Image ${index}`} blurhash="LEHV6nWB2yk8" width={600} height={800} decode={decode} />
          ))}
        </>,
      );
      expect(decode).not.toHaveBeenCalled();
      // A slice with no time left runs one decode and asks for another slice.
      act(() => callbacks.shift()!({ timeRemaining: () => 0, didTimeout: true }));
      expect(decode).toHaveBeenCalledTimes(1);
      expect(callbacks).toHaveLength(1);
      // A roomy slice runs the rest.
      act(() => callbacks.shift()!({ timeRemaining: () => 40, didTimeout: false }));
      expect(decode).toHaveBeenCalledTimes(5);
      expect(callbacks).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
