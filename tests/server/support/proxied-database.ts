import { insertCatalogue } from './fixtures.js';
import { startTcpProxy } from './tcp-proxy.js';
import { startTestApp } from './test-app.js';

/**
 * A test database with the catalogue, and a TCP proxy in front of it that a test can cut, hang
 * and restore: the app connects through `url`, the test keeps `database` direct.
 */
export async function startProxiedDatabase() {
  const database = await startTestApp();
  await insertCatalogue(database.db);
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return { database, proxy, url: proxied.toString() };
}
