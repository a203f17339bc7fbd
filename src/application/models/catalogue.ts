import type { SizeGuide } from './fit';
import type { Category, Cents, Product, ReviewFacts } from '@/domain';

/** A hero banner or collection tile on the home page. */
export interface Promotion {
  readonly title: string;
  readonly subtitle?: string;
  readonly cta?: string;
  readonly link: string;
  readonly image: ProductImage;
}

/** An image with its alt text and blurhash placeholder. */
export interface ProductImage {
  readonly url: string;
  readonly alt_text: string;
  readonly blurhash: string | null;
  readonly color?: string | null;
}

/** Home page content from the API. */
export interface HomeContent {
  readonly hero: readonly Promotion[];
  readonly collections: readonly Promotion[];
  readonly featured: readonly Product[];
  readonly new_arrivals: readonly Product[];
}

/** Title, description and trail of a category page. */
export interface CategoryPage {
  readonly name: string;
  readonly unique_slug: string;
  readonly description: string;
  readonly breadcrumbs: readonly Category[];
  readonly children: readonly Category[];
}

/** Title and description of a tag page, with the categories that narrow it. */
export interface TagPage {
  readonly name: string;
  readonly unique_slug: string;
  readonly description: string;
  readonly categories: readonly Category[];
}

/** Sort orders a listing accepts. */
export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'discount' | 'top_rated';

/** Filters, sort and page of a category or tag listing (kept in the URL by the UI). */
export interface ListingQuery {
  readonly page: number;
  readonly perpage?: number;
  readonly sizes?: readonly string[];
  readonly colors?: readonly string[];
  readonly brands?: readonly string[];
  readonly priceMin?: Cents | null;
  readonly priceMax?: Cents | null;
  readonly sort?: ListingSort;
  /** Tag pages only: the category slug that narrows the tag. */
  readonly category?: string | null;
}

/** A facet value with the number of products that have it. */
export interface FacetValue {
  readonly value: string;
  readonly count: number;
  readonly label?: string;
  readonly hex?: string;
}

/** One page of a listing; `count` is the number of pages. */
export interface Listing {
  readonly rows: readonly Product[];
  readonly count: number;
  readonly page: number;
  readonly perpage: number;
  readonly total: number;
  readonly facets: {
    readonly sizes: readonly FacetValue[];
    readonly colors: readonly FacetValue[];
    readonly brands: readonly FacetValue[];
    readonly price: { readonly min: Cents; readonly max: Cents };
  };
}

/** One purchasable variant of a product. */
export interface ProductVariant {
  readonly id: number;
  readonly sku: string;
  readonly size: string | null;
  readonly color: string | null;
  readonly stock: number;
  readonly regular_price: Cents;
  readonly sale_price: Cents | null;
}

/** Everything the product page shows. */
export interface ProductDetail extends Product {
  readonly description: string;
  readonly composition: string;
  readonly care: string;
  /** At most this many pieces, every size and colour together, per order; null or absent: no limit. */
  readonly max_per_order?: number | null;
  readonly colors: readonly { readonly name: string; readonly hex: string; readonly slug: string }[];
  readonly sizes: readonly string[];
  readonly variants: readonly ProductVariant[];
  readonly images: readonly ProductImage[];
  readonly breadcrumbs: readonly Category[];
  /** Its category's size chart and the model's size; absent from an API without size charts. */
  readonly size_guide?: SizeGuide;
  /** Average and count of its reviews (null without any), and the newest few: its structured data. */
  readonly rating?: { readonly average: number | null; readonly count: number } | null;
  readonly top_reviews?: readonly ReviewFacts[];
  readonly related: readonly Product[];
}
