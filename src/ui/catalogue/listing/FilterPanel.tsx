import type { Listing } from '@/application';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { toggleValue, type ListingFilters } from './listing-params';
import styles from './filters.module.less';

/** Props of FilterPanel. */
export interface FilterPanelProps {
  readonly filters: ListingFilters;
  readonly facets: Listing['facets'] | null;
  /** Called with an update of the latest filters (clicks can come faster than the URL changes). */
  readonly onChange: (update: (filters: ListingFilters) => ListingFilters) => void;
}

/** The filters of a listing: size, colour swatches, brand and a price range in dollars, each with its counts. */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  if (!facets) return null;
  return (
    <div className={styles.panel}>
      {facets.sizes.length > 0 ? (
        <FilterGroup legend="Size" count={filters.sizes.length}>
          <div className={styles.sizes}>
            {facets.sizes.map((facet) => (
              <label key={facet.value} className={styles.sizeChip}>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={filters.sizes.includes(facet.value)}
                  onChange={() => onChange((current) => ({ ...current, sizes: toggleValue(current.sizes, facet.value) }))}
                />
                <span>{facet.label ?? facet.value}</span>
                <span className="visually-hidden"> ({facet.count})</span>
              </label>
            ))}
          </div>
        </FilterGroup>
      ) : null}

      {facets.colors.length > 0 ? (
        <FilterGroup legend="Colour" count={filters.colors.length}>
          <div className={styles.colors}>
            {facets.colors.map((facet) => (
              <label key={facet.value} className={styles.colorOption}>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={filters.colors.includes(facet.value)}
                  onChange={() => onChange((current) => ({ ...current, colors: toggleValue(current.colors, facet.value) }))}
                />
                <span className={styles.swatch} style={{ backgroundColor: facet.hex ?? 'transparent' }} aria-hidden="true" />
                <span className={styles.optionLabel}>{facet.label ?? facet.value}</span>
                <span className={styles.count}>({facet.count})</span>
              </label>
            ))}
          </div>
        </FilterGroup>
      ) : null}

      {facets.brands.length > 0 ? (
        <FilterGroup legend="Brand" count={filters.brands.length}>
          <div className={styles.brands}>
            {facets.brands.map((facet) => (
              <label key={facet.value} className={styles.checkOption}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={filters.brands.includes(facet.value)}
                  onChange={() => onChange((current) => ({ ...current, brands: toggleValue(current.brands, facet.value) }))}
                />
                <span className={styles.optionLabel}>{facet.label ?? facet.value}</span>
                <span className={styles.count}>({facet.count})</span>
              </label>
            ))}
          </div>
        </FilterGroup>
      ) : null}

      <FilterGroup legend="Price" count={filters.priceMin !== null || filters.priceMax !== null ? 1 : 0}>
        <PriceRange filters={filters} bounds={facets.price} onChange={onChange} />
      </FilterGroup>
    </div>
  );
}

function FilterGroup({ legend, count, children }: { legend: string; count: number; children: React.ReactNode }) {
  return (
    <details className={styles.group} open>
      <summary className={styles.summary}>
        <span>{legend}</span>
        {count > 0 ? <span className={styles.selected}>{count} selected</span> : null}
      </summary>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function PriceRange({ filters, bounds, onChange }: { filters: ListingFilters; bounds: Listing['facets']['price']; onChange: FilterPanelProps['onChange'] }) {
  const id = useId();
  // Draft values follow the URL until the shopper types; the key below resets them when the URL changes.
  const [draft, setDraft] = useState({ min: filters.priceMin?.toString() ?? '', max: filters.priceMax?.toString() ?? '', from: `${filters.priceMin}-${filters.priceMax}` });
  const from = `${filters.priceMin}-${filters.priceMax}`;
  if (draft.from !== from) setDraft({ min: filters.priceMin?.toString() ?? '', max: filters.priceMax?.toString() ?? '', from });
  const floor = Math.floor(bounds.min / 100);
  const ceil = Math.ceil(bounds.max / 100);
  const toDollars = (value: string): number | null => {
    if (value.trim() === '') return null;
    const number = Math.floor(Number(value));
    return Number.isFinite(number) && number >= 0 ? number : null;
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    let min = toDollars(draft.min);
    let max = toDollars(draft.max);
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    onChange((current) => ({ ...current, priceMin: min, priceMax: max }));
  };
  return (
    <form className={styles.price} onSubmit={submit} aria-label="Price range">
      <div className={styles.priceFields}>
        <label className={styles.priceField} htmlFor={`${id}-min`}>
          <span className={styles.priceLabel}>Min ($)</span>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(floor)}
            value={draft.min}
            onChange={(event) => setDraft({ ...draft, min: event.target.value })}
          />
        </label>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <label className={styles.priceField} htmlFor={`${id}-max`}>
          <span className={styles.priceLabel}>Max ($)</span>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(ceil)}
            value={draft.max}
            onChange={(event) => setDraft({ ...draft, max: event.target.value })}
          />
        </label>
      </div>
      <Button type="submit" size="small" variant="outline">
        Apply price
      </Button>
    </form>
  );
}
