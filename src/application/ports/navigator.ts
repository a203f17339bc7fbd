import type { Observable } from 'rxjs';
import { token } from '../token';

/** Route changes and page loads, as use cases need them (a router behind it in the browser). */
export interface Navigator {
  /** Emits the path of every completed navigation. */
  readonly navigations$: Observable<string>;
  /** The path (and query) shown now. */
  readonly currentPath: string;
  navigate(path: string): void;
  /** A full page load of the current or given URL. */
  reload(url?: string): void;
}
export const NAVIGATOR = token<Navigator>('Navigator');
