/** The listing index's data (each listed product's facets and the facets' names), kept current. */
import { type ListingEntry, ListingIndex } from './listing-index.js';
import type { FacetCounting } from './listing-scope.js';
import type { CatalogueReference } from './source.js';

const NO_REFERENCE: CatalogueReference = { sizes: [], colors: [], brands: [], categoryIds: new Map(), tagIds: new Map() };

export class ListingCopy {
  private entries = new Map<number, ListingEntry>();
  private reference = NO_REFERENCE;
  private index: ListingIndex | null = null;
  /** Size codes and colour slugs, each held once however many products share it. */
  private readonly words = new Map<string, string>();

  /** `counting`: how facets are counted (a bench compares the ways). */
  constructor(private readonly counting: FacetCounting = 'adaptive') {}

  categoryIdOf(slug: string): number | undefined {
    return this.reference.categoryIds.get(slug);
  }

  tagIdOf(slug: string): number | undefined {
    return this.reference.tagIds.get(slug);
  }

  /** The index of the entries as last read; built again after they changed. */
  currentIndex(): ListingIndex {
    this.index ??= ListingIndex.build(this.entries.values(), this.reference, this.counting);
    return this.index;
  }

  /** A fresh set of entries, filled batch by batch; `install` puts it in place with its reference. */
  loading(): { add(rows: readonly ListingEntry[]): void; install(reference: CatalogueReference): void } {
    const loaded = new Map<number, ListingEntry>();
    return {
      add: (rows) => rows.forEach((row) => loaded.set(row.productId, this.shared(row))),
      install: (reference) => {
        this.entries = loaded;
        this.reference = reference;
        this.index = null;
      },
    };
  }

  /** These products' entries as they are now (`rows`; those absent are gone), and the names when they changed. */
  reload(productIds: readonly number[], rows: readonly ListingEntry[], reference: CatalogueReference = this.reference): void {
    const before = productIds.map((id) => this.entries.get(id));
    for (const id of productIds) this.entries.delete(id);
    for (const row of rows) this.entries.set(row.productId, this.shared(row));
    // A stock change that sells no size out and brings none back (most orders) leaves the listings as they were: the index stands.
    const changed = productIds.some((id, at) => JSON.stringify(before[at]) !== JSON.stringify(this.entries.get(id)));
    if (changed || reference !== this.reference) this.index = null;
    this.reference = reference;
  }

  /** Forgets every entry (the catalogue outgrew what is kept in memory). */
  clear(): void {
    this.entries = new Map();
    this.reference = NO_REFERENCE;
    this.index = null;
  }

  /** The entry with its size codes and colour slugs shared with every other entry's. */
  private shared(entry: ListingEntry): ListingEntry {
    const shared = (word: string) => {
      const known = this.words.get(word);
      if (known !== undefined) return known;
      this.words.set(word, word);
      return word;
    };
    return { ...entry, sizes: entry.sizes.map(shared), colors: entry.colors.map(shared) };
  }
}
