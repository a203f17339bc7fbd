import type { SessionFlags } from '@/application';

/** Prefix of the flags' session-storage keys, so they never collide with other keys. */
export const SESSION_FLAG_PREFIX = 'storefront_flag_';

/** Flags for the browser session (e.g. the dismissed store notice, spec §4) in session storage. */
export class SessionStorageFlags implements SessionFlags {
  constructor(private readonly storage: Storage = window.sessionStorage) {}

  isSet(name: string): boolean {
    return this.storage.getItem(SESSION_FLAG_PREFIX + name) === '1';
  }

  set(name: string): void {
    this.storage.setItem(SESSION_FLAG_PREFIX + name, '1');
  }
}
