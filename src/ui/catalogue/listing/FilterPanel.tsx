import type { FacetValue, Listing } from '@/application';
import type { SliderRange } from '@/domain';
import { useId, useState } from 'react';
import { RangeSlider } from '../../components/range-slider';
import { toggleValue, type ListingFilters } from './listing-params';
import styles from './filters.module.less';

/** Props of FilterPanel. */
export interface FilterPanelProps {
  readonly filters: ListingFilters;
  readonly facets: Listing['facets'] | null;
  /** Called with an update of the latest filters (clicks can come faster than the URL changes). */
  readonly onChange: (update: (filters: ListingFilters) => ListingFilters) => void;
}

/** The filters of a listing: size, colour swatches, brand with their counts, and a price range in dollars (a slider and exact fields). */
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

/** A listing's price range in whole dollars: its cheapest and dearest piece, rounded outwards. */
function dollarBounds(bounds: Listing['facets']['price']): { readonly floor: number; readonly ceil: number } {
  return { floor: Math.floor(bounds.min / 100), ceil: Math.ceil(bounds.max / 100) };
}

/** What the shopper typed as whole dollars, or null when empty or not a number. */
function typedDollars(value: string): number | null {
  if (value.trim() === '') return null;
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const dollars = (value: number): string => `$${value}`;

/**
 * The price filter: the kit's range slider over the listing's prices (2 significant figures, so
 * $10 steps above $100) applied when a thumb is let go, and the two fields for exact amounts,
 * applied on Enter or on leaving them. A thumb at its end sets no limit.
 */
function PriceRange({ filters, bounds, onChange }: { filters: ListingFilters; bounds: Listing['facets']['price']; onChange: FilterPanelProps['onChange'] }) {
  const id = useId();
  const { floor, ceil } = dollarBounds(bounds);
  // Draft values follow the URL until the shopper types or drags; a change of the URL resets them.
  const from = `${filters.priceMin}-${filters.priceMax}`;
  const fromFilters = () => ({ min: filters.priceMin?.toString() ?? '', max: filters.priceMax?.toString() ?? '', from });
  const [draft, setDraft] = useState(fromFilters);
  if (draft.from !== from) setDraft(fromFilters());

  const within = (value: number | null, fallback: number): number => Math.min(ceil, Math.max(floor, value ?? fallback));
  const low = within(typedDollars(draft.min), floor);
  const sliderValue: SliderRange = [Math.min(low, within(typedDollars(draft.max), ceil)), within(typedDollars(draft.max), ceil)];

  const apply = (min: number | null, max: number | null): void => {
    const [lower, upper] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    if (lower === filters.priceMin && upper === filters.priceMax) return;
    onChange((current) => ({ ...current, priceMin: lower, priceMax: upper }));
  };
  const applyTyped = (): void => apply(typedDollars(draft.min), typedDollars(draft.max));
  const field = (end: 'min' | 'max', label: string, placeholder: number) => (
    <label className={styles.priceField} htmlFor={`${id}-${end}`}>
      <span className={styles.priceLabel}>{label}</span>
      <input
        id={`${id}-${end}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={String(placeholder)}
        value={draft[end]}
        onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyTyped();
        }}
      />
    </label>
  );

  return (
    <div className={styles.price}>
      {ceil > floor ? (
        <RangeSlider
          className={styles.priceSlider}
          label="Price range"
          thumbLabels={['Minimum price', 'Maximum price']}
          min={floor}
          max={ceil}
          value={sliderValue}
          formatValue={dollars}
          onChange={([min, max]) => setDraft({ ...draft, min: String(min), max: String(max) })}
          onCommit={([min, max]) => apply(min === floor ? null : min, max === ceil ? null : max)}
        />
      ) : null}
      <div
        className={styles.priceFields}
        // Leaving both fields applies them together: from Min to Max is one change, not two.
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) applyTyped();
        }}
      >
        {field('min', 'Min ($)', floor)}
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {field('max', 'Max ($)', ceil)}
      </div>
    </div>
  );
}
