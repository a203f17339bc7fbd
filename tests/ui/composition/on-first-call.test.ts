import { TransportError } from '@/application';
import { loadOnce, onFirstCall } from '@/ui/composition/on-first-call';
import { describe, expect, it, vi } from 'vitest';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('onFirstCall: a port whose adapter loads with its first call', () => {
  it('loads nothing until called, then once for every call, and forwards arguments and answers', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `Hello ${name}` }));
    const greeter = onFirstCall<Greeter>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([greeter.greet('Lea'), greeter.greet('Nour')])).toEqual(['Hello Lea', 'Hello Nour']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a thenable, so the container and await take it as it is', async () => {
    const greeter = onFirstCall<Greeter>(async () => ({ greet: async () => '' }));
    expect((greeter as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(greeter)).toBe(greeter);
  });

  it('turns a failed load into a transport error and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ greet: async () => 'again' });
    const greeter = onFirstCall<Greeter>(load);
    const error = await greeter.greet('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toBe('Failed to fetch dynamically imported module');
    expect(await greeter.greet('x')).toBe('again');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loadOnce shares one load between callers', async () => {
    const load = vi.fn(async () => 42);
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
