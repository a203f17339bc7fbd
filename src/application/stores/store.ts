import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/**
 * A small state holder: a private BehaviorSubject, `state$` for components and `snapshot` for
 * use cases. Subclasses expose intention-revealing methods instead of a public `set`.
 */
export abstract class Store<S extends object> {
  private readonly subject: BehaviorSubject<S>;
  readonly state$: Observable<S>;

  protected constructor(initial: S) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  get snapshot(): S {
    return this.subject.getValue();
  }

  /** A derived stream that only emits when the selected value changes. */
  select<T>(selector: (state: S) => T): Observable<T> {
    return this.state$.pipe(map(selector), distinctUntilChanged());
  }

  protected update(patch: Partial<S> | ((state: S) => Partial<S>)): void {
    const current = this.subject.getValue();
    const changes = typeof patch === 'function' ? patch(current) : patch;
    this.subject.next({ ...current, ...changes });
  }
}
