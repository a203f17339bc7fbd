import type { FacetValue, Listing } from '@/application';
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
      {FACET_GROUPS.map((group) =>
        facets[group.key].length > 0 ? (
          <FacetGroup
            key={group.key}
            group={group}
            facets={facets[group.key]}
            chosen={filters[group.key]}
            onToggle={(value) => onChange((current) => ({ ...current, [group.key]: toggleValue(current[group.key], value) }))}
          />
        ) : null,
      )}

      <FilterGroup legend="Price" count={filters.priceMin !== null || filters.priceMax !== null ? 1 : 0}>
        <PriceRange filters={filters} bounds={facets.price} onChange={onChange} />
      </FilterGroup>
    </div>
  );
}

/** A facet the shopper filters by ticking values. */
type FacetKey = 'sizes' | 'colors' | 'brands';

/** How a facet group looks: sizes as chips, colours as swatches, brands as checkboxes. */
interface FacetGroupLook {
  readonly key: FacetKey;
  readonly legend: string;
  readonly list: string | undefined;
  readonly option: string | undefined;
  /** Chips and swatches hide the native checkbox; brands show it. */
  readonly input: string | undefined;
}

const FACET_GROUPS: readonly FacetGroupLook[] = [
  { key: 'sizes', legend: 'Size', list: styles.sizes, option: styles.sizeChip, input: 'visually-hidden' },
  { key: 'colors', legend: 'Colour', list: styles.colors, option: styles.colorOption, input: 'visually-hidden' },
  { key: 'brands', legend: 'Brand', list: styles.brands, option: styles.checkOption, input: styles.check },
];

/** One facet's values as checkboxes with their counts; a size chip keeps its count for screen readers only. */
function FacetGroup({ group, facets, chosen, onToggle }: { group: FacetGroupLook; facets: readonly FacetValue[]; chosen: readonly string[]; onToggle: (value: string) => void }) {
  return (
    <FilterGroup legend={group.legend} count={chosen.length}>
      <div className={group.list}>
        {facets.map((facet) => (
          <label key={facet.value} className={group.option}>
            <input type="checkbox" className={group.input} checked={chosen.includes(facet.value)} onChange={() => onToggle(facet.value)} />
            {group.key === 'colors' ? <span className={styles.swatch} style={{ backgroundColor: facet.hex ?? 'transparent' }} aria-hidden="true" /> : null}
            {group.key === 'sizes' ? (
              <>
                <span>{facet.label ?? facet.value}</span>
                <span className="visually-hidden"> ({facet.count})</span>
              </>
            ) : (
              <>
                <span className={styles.optionLabel}>{facet.label ?? facet.value}</span>
                <span className={styles.count}>({facet.count})</span>
              </>
            )}
          </label>
        ))}
      </div>
    </FilterGroup>
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
