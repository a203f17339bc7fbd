import { type Cents } from './money';

/** Product types of the API: variable products have variants and a min_price (spec §3). */
export type ProductType = 'variable' | 'simple';

/** A label shown on a product card. */
export interface ProductLabel {
  label: string;
}

/** An image of a product card, with an optional blurhash placeholder. */
export interface FeaturedImage {
  url: string;
  alt_text: string;
  blurhash?: string | null;
}

/** A product as listed by the catalogue and search (spec §3); prices in cents. */
export interface Product {
  id: number;
  name: string;
  unique_slug: string;
  type: ProductType;
  regular_price: Cents;
  sale_price: Cents | null;
  min_price: Cents | null;
  stock: number;
  in_stock: boolean;
  labels: ProductLabel[];
  featured_images: FeaturedImage[];
  image: string | null;
  alt_text: string | null;
  has_more_colors: boolean;
  isNew: boolean;
  in_wishlist: boolean;
  brand?: string | null;
  /** The published reviews' average (one decimal) and count; null or absent without reviews. */
  rating_summary?: ProductRating | null;
  /** In a listing filtered by colour, the colour the card shows (its images) and opens the product in; null or absent elsewhere. */
  shown_color?: string | null;
}

/** How a product's buyers rate it on average. */
export interface ProductRating {
  average: number;
  count: number;
}

/** A catalogue category (spec §3). */
export interface Category {
  name: string;
  unique_slug: string;
}
