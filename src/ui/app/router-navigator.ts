import type { Navigator } from '@/application';
import { isExternalHref } from '@/domain';
import { Subject } from 'rxjs';

/** The part of react-router's data router the navigator uses. */
export interface RouterLike {
  navigate(to: string): Promise<void> | void;
  subscribe(listener: (state: { navigation: { state: string }; location: { pathname: string; search: string } }) => void): () => void;
}

/** The application's Navigator over the data router; attached once the router exists. */
export class RouterNavigator implements Navigator {
  private readonly navigations = new Subject<string>();
  readonly navigations$ = this.navigations.asObservable();
  private router: RouterLike | null = null;
  private lastPath: string | null = null;

  constructor(private readonly location: Pick<Location, 'assign' | 'reload' | 'pathname' | 'search'> = window.location) {}

  /** Connects the router; emits each completed navigation's path. Returns the detach function. */
  attach(router: RouterLike): () => void {
    this.router = router;
    this.lastPath = this.location.pathname + this.location.search;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      const path = state.location.pathname + state.location.search;
      if (path === this.lastPath) return;
      this.lastPath = path;
      this.navigations.next(path);
    });
  }

  get currentPath(): string {
    return this.lastPath ?? this.location.pathname + this.location.search;
  }

  navigate(path: string): void {
    if (isExternalHref(path) || !this.router) this.location.assign(path);
    else void this.router.navigate(path);
  }

  reload(url?: string): void {
    if (url) this.location.assign(url);
    else this.location.reload();
  }
}
