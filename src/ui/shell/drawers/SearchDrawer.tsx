import { CATALOG_GATEWAY, LOGGER, SearchProducts } from '@/application';
import { categoryPath, POPULAR_CATEGORIES_TITLE, SEARCH_DRAWER_TITLE, SEARCH_INSTEAD_FOR, SEARCH_PLACEHOLDER, searchResultCount, SHOWING_RESULTS_FOR, type Category } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type UIEvent, useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProductCard } from '../../catalogue';
import { Drawer } from '../../components/drawer';
import { Icon } from '../../components/icon';
import { Loader } from '../../components/loader';
import { SkeletonGrid } from '../../components/skeleton';
import { useService, useTransientService } from '../../app/services';
import styles from './drawers.module.less';
import { RecentlyViewed } from '../../recently-viewed/RecentlyViewed';

/** Accessible name of the search field. */
export const SEARCH_INPUT_LABEL = 'Search products';

/** The search drawer (spec §2): width 50rem, from the right. */
export function SearchDrawer({ open, onClose, term }: { readonly open: boolean; readonly onClose: () => void; readonly term?: string }) {
  return (
    <Drawer open={open} onClose={onClose} title={SEARCH_DRAWER_TITLE} side="right" width="search" className={styles.searchPanel}>
      <SearchSession onClose={onClose} initialTerm={term ?? ''} />
    </Drawer>
  );
}

/**
 * One opening of the search drawer: its own SearchProducts session (a transient service),
 * stopped when the drawer closes. Typing searches after the debounce; scrolling the results to
 * within 10 px of their bottom loads the next page (spec §4).
 */
function SearchSession({ onClose, initialTerm }: { readonly onClose: () => void; readonly initialTerm: string }) {
  const session = useTransientService(SearchProducts);
  useEffect(() => {
    const stop = session.start();
    // Opened with words (a link to `/?search=…`): they are searched as if typed.
    if (initialTerm) session.type(initialTerm);
    return stop;
  }, [session, initialTerm]);

  const state = useObservableEagerState(session.state$);
  // A page of result cards renders in the background (a transition React renders in short slices),
  // so neither the field's keystrokes nor a slow phone's main thread wait for a dozen cards.
  const rows = useDeferredValue(state.rows);
  const resultCount = searchResultCount(state.total);
  const resultsId = useId();
  // Before a term, and when a term finds nothing: somewhere to go from here.
  const showPopular = state.status === 'idle' || state.status === 'too-short' || state.status === 'no-results';
  const showRecent = state.status === 'idle' || state.status === 'no-results';
  const inputId = `${resultsId}-input`;

  return (
    <div className={styles.search}>
      <SearchField initialTerm={initialTerm} resultsId={resultsId} inputId={inputId} onType={(term) => session.type(term)} />
      <div
        id={resultsId}
        className={styles.results}
        data-testid="search-results"
        onScroll={(event: UIEvent<HTMLDivElement>) => {
          const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
          session.scrolled({ scrollTop, clientHeight, scrollHeight });
        }}
      >
        <div aria-live="polite" className={styles.searchStatus}>
          {state.message ? <p className={styles.message}>{state.message}</p> : null}
          {state.status === 'results' && state.correctedTerm !== null ? (
            <Correction
              typed={state.term}
              corrected={state.correctedTerm}
              onSearchAsTyped={() => {
                session.searchAsTyped();
                // The link goes with the correction: focus returns to the field that holds the words.
                document.getElementById(inputId)?.focus();
              }}
            />
          ) : null}
          {state.status === 'results' && resultCount !== null ? <p className={styles.resultCount}>{resultCount}</p> : null}
        </div>
        {showPopular ? <PopularCategories onChoose={onClose} /> : null}
        {showRecent ? <RecentlyViewed onChoose={onClose} /> : null}
        {state.status === 'loading' ? <SkeletonGrid count={6} label="Searching" className={styles.searchGrid} /> : null}
        {rows.length > 0 ? (
          <ul role="list" className={styles.searchGrid} aria-label={`Results for “${state.term}”`}>
            {rows.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null}
        {state.loadingMore ? (
          <div className={styles.more}>
            <Loader label="Loading more results" />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The search field, its label and its clear button; each change is passed on as typed. */
function SearchField({ initialTerm, resultsId, inputId, onType }: { readonly initialTerm: string; readonly resultsId: string; readonly inputId: string; readonly onType: (term: string) => void }) {
  const [text, setText] = useState(initialTerm);
  return (
    <div className={styles.searchField}>
      <Icon name="search" size="medium" className={styles.searchIcon} />
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_INPUT_LABEL}
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        value={text}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={resultsId}
        data-autofocus
        onChange={(event) => {
          setText(event.target.value);
          onType(event.target.value);
        }}
      />
      {text ? (
        <button
          type="button"
          className={styles.searchClear}
          aria-label="Clear the search"
          onClick={(event) => {
            setText('');
            onType('');
            (event.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus();
          }}
        >
          <Icon name="close" size="small" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The API corrected a typo: what the results are for ("Showing results for shirt"), and the way
 * to the words as typed ("Search instead for shrit"), which searches again in place.
 */
function Correction({ typed, corrected, onSearchAsTyped }: { readonly typed: string; readonly corrected: string; readonly onSearchAsTyped: () => void }) {
  return (
    <div className={styles.correction}>
      <p className={styles.correctedTo}>
        {SHOWING_RESULTS_FOR} <strong>{corrected}</strong>
      </p>
      <button type="button" className={styles.searchInstead} onClick={onSearchAsTyped}>
        {SEARCH_INSTEAD_FOR} <em>{typed}</em>
      </button>
    </div>
  );
}

/** The popular categories (GET /api/categories/popular): choosing one goes there and closes the drawer. */
function PopularCategories({ onChoose }: { readonly onChoose: () => void }) {
  const gateway = useService(CATALOG_GATEWAY);
  const logger = useService(LOGGER);
  const [categories, setCategories] = useState<readonly Category[]>([]);
  const headingId = useId();
  useEffect(() => {
    const abort = new AbortController();
    gateway.popularCategories(abort.signal).then(
      (list) => setCategories(list),
      (error: unknown) => {
        if (!abort.signal.aborted) logger.error('Loading the popular categories failed.', error);
      },
    );
    return () => abort.abort();
  }, [gateway, logger]);
  if (categories.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.popularTitle}>
        {POPULAR_CATEGORIES_TITLE}
      </h3>
      <ul role="list" className={styles.popularList}>
        {categories.map((category) => (
          <li key={category.unique_slug}>
            <Link to={categoryPath(category.unique_slug)} className={styles.popularLink} onClick={onChoose}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
