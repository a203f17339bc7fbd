import type { BuildVersionSource } from '@/application';
import { TransportError } from '@/application';

/** Where the build writes its version file (build/build-version-plugin.ts), on the SPA's own origin. */
export const BUILD_VERSION_URL = '/build-version.json';

/** The running build's id and the deployed one, read from `/build-version.json` past every cache. */
export class HttpBuildVersionSource implements BuildVersionSource {
  constructor(
    readonly currentId: string,
    private readonly url: string = BUILD_VERSION_URL,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  async latestId(): Promise<string> {
    // The file keeps its name across builds, so neither the browser nor a CDN may answer from cache.
    const response = await this.fetcher(this.url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new TransportError(`Could not read ${this.url}`, response.status);
    const body = (await response.json()) as { id?: unknown };
    if (typeof body.id !== 'string' || body.id === '') throw new TransportError(`${this.url} has no build id`, response.status);
    return body.id;
  }
}
