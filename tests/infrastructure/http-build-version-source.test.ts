import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TransportError } from '@/application';
import { HttpBuildVersionSource } from '@/infrastructure/build/http-build-version-source';
import { useMswServer } from '../support/msw/server';

const server = useMswServer();

describe('HttpBuildVersionSource (spec §4: build version checked hourly)', () => {
  it('keeps the running id it was given and reads the deployed id from /build-version.json', async () => {
    const paths: string[] = [];
    server.use(
      http.get('/build-version.json', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ id: 'build-2', builtAt: '2026-11-22T02:00:00Z' });
      }),
    );
    const source = new HttpBuildVersionSource('build-1');
    expect(source.currentId).toBe('build-1');
    expect(await source.latestId()).toBe('build-2');
    expect(paths).toEqual(['/build-version.json']);
  });

  it('asks past every cache', async () => {
    const calls: RequestInit[] = [];
    const fetcher = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      return Response.json({ id: 'b' });
    }) as typeof fetch;
    await new HttpBuildVersionSource('a', '/build-version.json', fetcher).latestId();
    expect(calls[0]!.cache).toBe('no-store');
  });

  it('a missing file or an answer without an id is a TransportError', async () => {
    server.use(http.get('/build-version.json', () => new HttpResponse(null, { status: 404 })));
    await expect(new HttpBuildVersionSource('a').latestId()).rejects.toBeInstanceOf(TransportError);
    server.use(http.get('/build-version.json', () => HttpResponse.json({ builtAt: 'x' })));
    await expect(new HttpBuildVersionSource('a').latestId()).rejects.toBeInstanceOf(TransportError);
  });
});
