import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BlurhashImage, safeDecode } from '@/ui/components/blurhash-image';

const box = () => screen.getByRole('img').parentElement as HTMLElement;

describe('BlurhashImage', () => {
  it('shows the decoded placeholder until the image loads, then the image', () => {
    const decode = vi.fn(() => ({ ok: true as const, dataUrl: 'data:image/png;base64,AAA' }));
    const onLoad = vi.fn();
    render(
      <BlurhashImage src="/coat.jpg" alt="Wool coat" blurhash="LEHV6nWB2yk8" width={600} height={800} decode={decode} onLoad={onLoad} />,
    );
    const image = screen.getByRole('img', { name: 'Wool coat' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(box().style.aspectRatio).toBe('600 / 800');
    expect(box().style.backgroundImage).toContain('data:image/png;base64,AAA');
    expect(box().getAttribute('data-state')).toBe('placeholder');
    expect(image.getAttribute('data-loaded')).toBe('false');
    // Decoded small, in the image's ratio.
    expect(decode).toHaveBeenCalledWith('LEHV6nWB2yk8', 32, 43);

    fireEvent.load(image);
    expect(box().getAttribute('data-state')).toBe('loaded');
    expect(image.getAttribute('data-loaded')).toBe('true');
    expect(box().style.backgroundImage).toBe('');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('shows a neutral background when decoding fails, without throwing', () => {
    const failing = () => ({ ok: false as const, error: 'bad hash' });
    render(<BlurhashImage src="/a.jpg" alt="A" blurhash="nope" width={3} height={4} decode={failing} />);
    expect(box().getAttribute('data-state')).toBe('empty');
    expect(box().style.backgroundImage).toBe('');
  });

  it('survives a decoder that throws', () => {
    const throwing = (): never => {
      throw new Error('decoder crashed');
    };
    expect(() => render(<BlurhashImage src="/a.jpg" alt="A" blurhash="x" width={3} height={4} decode={throwing} />)).not.toThrow();
    expect(screen.getByRole('img', { name: 'A' })).toBeTruthy();
    expect(safeDecode(throwing, 'x', 3, 4)).toBeNull();
  });

  it('does not decode without a hash and loads eagerly when it has priority', () => {
    const decode = vi.fn();
    render(<BlurhashImage src="/a.jpg" alt="A" blurhash={null} width={3} height={4} decode={decode} priority />);
    expect(decode).not.toHaveBeenCalled();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });
});
