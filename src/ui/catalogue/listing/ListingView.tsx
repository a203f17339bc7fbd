import type { ListingSort } from '@/application';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { Drawer } from '../../components/drawer';
import { Icon } from '../../components/icon';
import { Select } from '../../components/select';
import { ProductCardSkeleton } from '../../components/skeleton';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';
import { useScreenSize } from '../../hooks';
import { ProductGrid } from '../product-grid';
import { hydratedApart } from '../../app/rendering/hydrated-apart';
import { FilterPanel } from './FilterPanel';
import { hasActiveFilters, LISTING_PAGE_SIZE, listingSearch, PARAM, SORT_OPTIONS, toggleValue, withoutFilters, type ListingFilters } from './listing-params';
import type { ListingSeed } from './listing-seed';
import { type ListingState, type LoadListing, useListing } from './use-listing';
import { type FiltersUpdate, useListingFilters } from './use-listing-filters';
import styles from './listing.module.less';

/** The filters in the sidebar of a wide screen. */
const SidebarFilterPanel = hydratedApart(FilterPanel);

/** Empty state of a listing. */
export const NO_MATCHES_TEXT = 'No products match these filters';
export const RESET_FILTERS_LABEL = 'Reset filters';
export const LOAD_MORE_LABEL = 'Load more';

/** Props of ListingView. */
export interface ListingViewProps {
  readonly title: string;
  readonly description?: string;
  readonly crumbs: readonly Crumb[];
  /** Identifies the listing (its path), so cached pages never leak between listings. */
  readonly scope: string;
  readonly load: LoadListing;
  /** Links under the title: sub-categories, or the categories that narrow a tag. */
  readonly nav?: ReactNode;
  /** The pages the route's loader brought for the URL's filters. */
  readonly seed?: ListingSeed | null;
}

/**
 * A category or tag listing: title, breadcrumbs, filters and sort kept in the URL (shareable, the
 * back button works), facet counts, "Load more" that appends (a real link to the next page),
 * skeletons while loading and an empty state.
 */
export function ListingView({ title, description, crumbs, scope, load, nav, seed }: ListingViewProps) {
  const { params, filters, shown, page, apply } = useListingFilters();
  const listing = useListing(load, scope, filters, page, seed);
  // Unknown in a server render and while hydrating: the filter button and the aside both render, CSS shows one.
  const screen = useScreenSize();
  const small = screen === 'small';
  const wide = screen === 'wide';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = hasActiveFilters(shown);
  const activeCount = shown.sizes.length + shown.colors.length + shown.brands.length + (shown.priceMin !== null || shown.priceMax !== null ? 1 : 0);
  const total = listing.lastTotal;
  const next = new URLSearchParams(params);
  next.set(PARAM.page, String(page + 1));
  // The link stays while the next page loads, so keyboard focus is not lost.
  const nextPage = listing.first && page < listing.first.count ? next : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs items={crumbs} />
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {nav}
      </header>

      <div className={styles.toolbar}>
        {!wide ? (
          <button type="button" className={`${styles.filterButton} small-screen-only`} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
            <Icon name="menu" size="small" />
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
        ) : null}
        <p className={styles.total} aria-live="polite">
          {total === null ? '\u00a0' : `${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
        <Select
          className={styles.sort}
          label="Sort by"
          value={shown.sort}
          options={SORT_OPTIONS}
          onChange={(event) => {
            const sort = event.target.value as ListingSort;
            apply((current) => ({ ...current, sort }));
          }}
        />
      </div>

      {active ? <ActiveFilters filters={shown} facets={listing.facets} onChange={apply} /> : null}

      <div className={styles.body}>
        {!small ? (
          <aside className={`${styles.aside} wide-screen-only`} aria-label="Filters">
            {/* Hydrated apart: a phone drops the sidebar once it knows its width, never hydrating it. */}
            <SidebarFilterPanel filters={shown} facets={listing.facets} onChange={apply} />
          </aside>
        ) : null}
        <ListingResults listing={listing} title={title} small={small} nextPage={nextPage} onReset={() => apply(withoutFilters)} />
      </div>

      {small ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="Filters"
          side="left"
          footer={
            <div className={styles.drawerActions}>
              <Button variant="text" disabled={!active} onClick={() => apply(withoutFilters)}>
                {RESET_FILTERS_LABEL}
              </Button>
              <Button onClick={() => setDrawerOpen(false)}>{total === null ? 'Show products' : `Show ${total} products`}</Button>
            </div>
          }
        >
          <FilterPanel filters={shown} facets={listing.facets} onChange={apply} />
        </Drawer>
      ) : null}
    </div>
  );
}

/** Props of the results: the listing's state and where "Load more" leads (null on the last page). */
interface ListingResultsProps {
  readonly listing: ListingState;
  readonly title: string;
  readonly small: boolean;
  readonly nextPage: URLSearchParams | null;
  readonly onReset: () => void;
}

/** The results: the grid with "Load more", or skeletons, the previous rows dimmed, a failure or the empty state. */
function ListingResults({ listing, title, small, nextPage, onReset }: ListingResultsProps) {
  const resultsId = useId();
  return (
    <section className={styles.results} aria-labelledby={resultsId} aria-busy={listing.loading || listing.loadingMore}>
      <h2 id={resultsId} className="visually-hidden">
        Products
      </h2>
      {listing.failed ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>These products could not be loaded.</p>
          <Button variant="outline" onClick={listing.retry}>
            Try again
          </Button>
        </div>
      ) : listing.loading && listing.previousRows ? (
        <div className={styles.stale} role="status" data-testid="stale-grid">
          <span className="visually-hidden">Loading products</span>
          <div aria-hidden="true" inert>
            <ProductGrid products={listing.previousRows} columns="compact" />
          </div>
        </div>
      ) : listing.loading ? (
        <GridSkeleton count={LISTING_PAGE_SIZE} label="Loading products" />
      ) : listing.rows.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{NO_MATCHES_TEXT}</p>
          <p className={styles.emptyHint}>Try fewer filters, or another size or colour.</p>
          <Button variant="outline" onClick={onReset}>
            {RESET_FILTERS_LABEL}
          </Button>
        </div>
      ) : (
        <>
          <ProductGrid products={listing.rows} columns="compact" priorityCount={small ? 2 : 3} label={title} />
          {listing.loadingMore ? <GridSkeleton count={small ? 2 : 3} label="Loading more products" below /> : null}
          {listing.first ? <LoadMore seen={listing.rows.length} total={listing.first.total} nextPage={nextPage} loading={listing.loadingMore} /> : null}
        </>
      )}
    </section>
  );
}

/** How many products were seen of how many, and the link to the next page while there is one. */
function LoadMore({ seen, total, nextPage, loading }: { seen: number; total: number; nextPage: URLSearchParams | null; loading: boolean }) {
  return (
    <div className={styles.more}>
      <p className={styles.progressText} aria-live="polite">
        You have seen {seen} of {total} products
      </p>
      <span className={styles.progress} aria-hidden="true">
        <span style={{ width: `${Math.min(100, (seen / Math.max(total, 1)) * 100)}%` }} />
      </span>
      {nextPage ? (
        <Link to={{ search: listingSearch(nextPage) }} preventScrollReset rel="next" className={styles.loadMore} aria-busy={loading || undefined}>
          {LOAD_MORE_LABEL}
        </Link>
      ) : null}
    </div>
  );
}

/** Skeleton cards in place of the grid, or `below` it while the next page loads. */
function GridSkeleton({ count, label, below = false }: { count: number; label: string; below?: boolean }) {
  return (
    <div className={below ? `${styles.skeletons} ${styles.skeletonsBelow}` : styles.skeletons} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} aspectRatio="4 / 5" />
      ))}
    </div>
  );
}

function ActiveFilters({ filters, facets, onChange }: { filters: ListingFilters; facets: ListingState['facets']; onChange: (update: FiltersUpdate) => void }) {
  const colorLabel = (value: string): string => facets?.colors.find((facet) => facet.value === value)?.label ?? value;
  const brandLabel = (value: string): string => facets?.brands.find((facet) => facet.value === value)?.label ?? value;
  const chips: { key: string; label: string; remove: () => void }[] = [
    ...filters.sizes.map((value) => ({ key: `size-${value}`, label: `Size ${value}`, remove: () => onChange((current) => ({ ...current, sizes: toggleValue(current.sizes, value) })) })),
    ...filters.colors.map((value) => ({ key: `color-${value}`, label: colorLabel(value), remove: () => onChange((current) => ({ ...current, colors: toggleValue(current.colors, value) })) })),
    ...filters.brands.map((value) => ({ key: `brand-${value}`, label: brandLabel(value), remove: () => onChange((current) => ({ ...current, brands: toggleValue(current.brands, value) })) })),
  ];
  if (filters.priceMin !== null || filters.priceMax !== null) {
    const label = filters.priceMax === null ? `From $${filters.priceMin}` : filters.priceMin === null ? `Up to $${filters.priceMax}` : `$${filters.priceMin} – $${filters.priceMax}`;
    chips.push({ key: 'price', label, remove: () => onChange((current) => ({ ...current, priceMin: null, priceMax: null })) });
  }
  return (
    <div className={styles.chips}>
      <ul role="list" aria-label="Active filters" className={styles.chipList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={chip.remove} aria-label={`Remove filter ${chip.label}`}>
              {chip.label}
              <Icon name="close" size="mini" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.reset} onClick={() => onChange(withoutFilters)}>
        {RESET_FILTERS_LABEL}
      </button>
    </div>
  );
}
