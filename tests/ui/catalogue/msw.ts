import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { TEST_API } from '../../support/test-container';

/**
 * An msw server for a catalogue test file. Calls the test does not answer (the shell's start-up
 * loads, for one) get a 503, which the app ignores silently (spec §8).
 */
export function catalogueServer() {
  // The first render of a route loads its lazy page module: give it time on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
  const server = setupServer(http.all(`${TEST_API}/*`, () => HttpResponse.json({ message: 'Not answered in this test', data: { errors: {} } }, { status: 503 })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
