// The server render records the calls it makes; the browser replays them once each while it
// hydrates (DESIGN.md, "The first response is rendered on the server").
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@/application';
import type { ApiExchange, ApiRequest } from '@/infrastructure/http/api-exchanges';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { spyLogger } from '../support/msw/client';
import { API, useMswServer } from '../support/msw/server';

const server = useMswServer();

const client = (exchanges: Parameters<typeof createHttpClient>[0]['exchanges'], user: string | null = null) =>
  createHttpClient({ baseURL: '', tokens: () => ({ user, guest: null }), onUnauthorized: () => undefined, logger: spyLogger(), exchanges });

describe('the server render: calls in process, recorded', () => {
  it('sends a call without a body with no content type, as the network adapters do (POST /api/faqs)', async () => {
    const sent: ApiRequest[] = [];
    const transport = async (request: ApiRequest) => {
      sent.push(request);
      return { status: 200, contentType: 'application/json', body: '[]' };
    };
    const render = client({ transport, recording: [] });
    await render.post('/api/faqs');
    await render.post('/api/products?page=1', { search: 'linen' });
    expect(sent[0]).toMatchObject({ method: 'POST', body: null });
    expect(Object.keys(sent[0]!.headers)).not.toContain('content-type');
    expect(sent[1]!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends each call through the transport with its bearer and body, and records the successful ones', async () => {
    const sent: ApiRequest[] = [];
    const transport = async (request: ApiRequest) => {
      sent.push(request);
      if (request.url === '/api/products/nope') return { status: 404, contentType: 'application/json', body: '{"message":"Not found","data":{"errors":{}}}' };
      return { status: 200, contentType: 'application/json', body: JSON.stringify({ echo: request.body }) };
    };
    const recording: ApiExchange[] = [];
    const render = client({ transport, recording }, 'tok-1');

    const { data } = await render.post<{ echo: string }>('/api/products?page=1', { search: 'linen' });
    expect(data).toEqual({ echo: '{"search":"linen"}' });
    await expect(render.get('/api/products/nope')).rejects.toBeInstanceOf(NotFoundError);

    expect(sent.map(({ method, url, headers }) => [method, url, headers.authorization])).toEqual([
      ['POST', '/api/products?page=1', 'Bearer tok-1'],
      ['GET', '/api/products/nope', 'Bearer tok-1'],
    ]);
    // The 404 is not recorded: the browser would ask again rather than replay an error.
    expect(recording).toHaveLength(1);
    expect(recording[0]!.data).toEqual({ echo: '{"search":"linen"}' });
  });
});

describe('hydration: the recording answers, once each', () => {
  it('answers a recorded call without the network, then asks the network the next time', async () => {
    const recording: ApiExchange[] = [];
    await client({ transport: async () => ({ status: 200, contentType: 'application/json', body: '{"from":"server"}' }), recording }).get('/api/menu');

    let networkCalls = 0;
    server.use(
      http.get(`${API}/api/menu`, () => {
        networkCalls += 1;
        return HttpResponse.json({ from: 'network' });
      }),
    );
    const replay = [...recording];
    const browser = createHttpClient({ baseURL: API, tokens: () => ({ user: null, guest: null }), onUnauthorized: () => undefined, logger: spyLogger(), exchanges: { replay } });
    expect((await browser.get('/api/menu')).data).toEqual({ from: 'server' });
    expect(networkCalls).toBe(0);
    expect(replay).toHaveLength(0);
    expect((await browser.get('/api/menu')).data).toEqual({ from: 'network' });
    expect(networkCalls).toBe(1);
  });

  it('matches on the whole call: another body or method is not the recorded one', async () => {
    const replay: ApiExchange[] = [];
    await client({ transport: async () => ({ status: 200, contentType: 'application/json', body: '{"rows":["linen"]}' }), recording: replay }).post('/api/products', { search: 'linen' });
    server.use(http.post(`${API}/api/products`, () => HttpResponse.json({ rows: ['wool'] })));
    const browser = createHttpClient({ baseURL: API, tokens: () => ({ user: null, guest: null }), onUnauthorized: () => undefined, logger: spyLogger(), exchanges: { replay } });
    expect((await browser.post('/api/products', { search: 'wool' })).data).toEqual({ rows: ['wool'] });
    expect((await browser.post('/api/products', { search: 'linen' })).data).toEqual({ rows: ['linen'] });
  });
});
