import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PLACEHOLDER_DECODER } from '@/application';
import { ServicesProvider } from '@/ui/app/services';
import { usePlaceholderDecode } from '@/ui/catalogue/media/use-placeholder-decode';
import { createTestContainer } from '../../support/test-container';

// A valid 4 × 3 blurhash (the blurhash package's own example).
const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

describe('usePlaceholderDecode', () => {
  it('loads the decoder on the first ask, answering the promise of its arrival, then decodes with it', async () => {
    const { container } = createTestContainer();
    // Not start-up: the container starts without the decoder.
    expect(container.isBound(PLACEHOLDER_DECODER)).toBe(false);
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={container}>{children}</ServicesProvider>;
    const { result, rerender } = renderHook(() => usePlaceholderDecode(), { wrapper });
    const decode = result.current;

    const first = decode(HASH, 8, 6);
    expect(first).toBeInstanceOf(Promise);
    // Asked again while it loads: the same arrival, one load.
    expect(decode(HASH, 8, 6)).toBe(first);
    await first;
    expect(container.isBound(PLACEHOLDER_DECODER)).toBe(true);

    // happy-dom has no 2D canvas: the decoder's answer is a result, never thrown.
    const answer = decode(HASH, 8, 6);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toEqual(container.get(PLACEHOLDER_DECODER).decode(HASH, 8, 6));
    // The same function on every render, and for every image of the container: nothing renders again when the decoder arrives.
    rerender();
    expect(result.current).toBe(decode);
    expect(renderHook(() => usePlaceholderDecode(), { wrapper }).result.current).toBe(decode);
  });
});
