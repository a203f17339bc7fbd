import { vi, type Mock } from 'vitest';
import type { Logger, TokenKind } from '@/application';
import { type BearerTokens, createHttpClient, type HttpClient } from '@/infrastructure/http/http-client';
import { API } from './server';

/** A Logger whose calls tests can read. */
export interface SpyLogger extends Logger {
  readonly error: Mock<(message: string, detail?: unknown) => void>;
  readonly warn: Mock<(message: string, detail?: unknown) => void>;
  readonly info: Mock<(message: string, detail?: unknown) => void>;
}

/** A logger that records and prints nothing. */
export function spyLogger(): SpyLogger {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
}

/** The real HTTP client pointed at the msw API, with its collaborators exposed. */
export interface TestClient {
  readonly http: HttpClient;
  readonly logger: SpyLogger;
  readonly onUnauthorized: Mock<(sent: TokenKind | null) => void>;
  /** Change to send other tokens on the next request. */
  tokens: BearerTokens;
}

/** Builds the client as the composition root does, against `http://api.test`. */
export function testClient(tokens: BearerTokens = { user: null, guest: null }): TestClient {
  const logger = spyLogger();
  const onUnauthorized = vi.fn<(sent: TokenKind | null) => void>();
  const client: TestClient = {
    http: undefined as unknown as HttpClient,
    logger,
    onUnauthorized,
    tokens,
  };
  const http = createHttpClient({ baseURL: API, tokens: () => client.tokens, onUnauthorized, logger });
  return Object.assign(client, { http });
}
