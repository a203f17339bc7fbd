import { Type } from 'typebox';
import { SizeGuide } from '../fit/schemas.js';
import { ReviewSnippet } from '../reviews/schemas.js';
import { Cents, Id, INT32_MAX, Nullable, PageQuery, Paged, Strict } from '../../http/schema-kit.js';

export const Image = Type.Object({ url: Type.String(), alt_text: Type.String(), blurhash: Nullable(Type.String()) });

export const Category = Type.Object({ name: Type.String(), unique_slug: Type.String() });

/** The card-level product of listings, search, wishlist and related products. */
export const Product = Type.Object({
  id: Id,
  name: Type.String(),
  unique_slug: Type.String(),
  type: Type.Enum(['variable', 'simple']),
  brand: Nullable(Type.String()),
  regular_price: Cents,
  sale_price: Nullable(Cents),
  min_price: Nullable(Cents),
  stock: Type.Integer(),
  in_stock: Type.Boolean(),
  labels: Type.Array(Type.Object({ label: Type.String() })),
  featured_images: Type.Array(Image, { maxItems: 2 }),
  image: Nullable(Type.String()),
  alt_text: Nullable(Type.String()),
  has_more_colors: Type.Boolean(),
  isNew: Type.Boolean(),
  in_wishlist: Type.Boolean(),
  default_variant_id: Nullable(Id),
  /** The published reviews' average rating (one decimal) and their count; null without reviews. */
  rating_summary: Nullable(Type.Object({ average: Type.Number({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 1 }) })),
  /** In a listing filtered by colour, the first of those colours it comes in (its images shown, the link opening it); null elsewhere. */
  shown_color: Nullable(Type.String()),
});

export const ProductDetail = Type.Intersect([
  Product,
  Type.Object({
    description: Type.String(),
    composition: Type.String(),
    care: Type.String(),
    /** At most this many pieces, every variant together, per order; null: no limit. */
    max_per_order: Nullable(Type.Integer({ minimum: 1 })),
    colors: Type.Array(Type.Object({ name: Type.String(), hex: Type.String(), slug: Type.String() })),
    sizes: Type.Array(Type.String()),
    variants: Type.Array(
      Type.Object({
        id: Id,
        sku: Type.String(),
        size: Nullable(Type.String()),
        color: Nullable(Type.String()),
        stock: Type.Integer(),
        regular_price: Cents,
        sale_price: Nullable(Cents),
      }),
    ),
    images: Type.Array(Type.Object({ ...Image.properties, color: Nullable(Type.String()) })),
    breadcrumbs: Type.Array(Category),
    /** The category's size chart (or an ancestor's) and the model's height and size. */
    size_guide: SizeGuide,
    /** Average and count of its reviews, and the newest few, for its structured data. */
    ...ReviewSnippet,
    related: Type.Array(Product),
  }),
]);

export const SearchBody = Strict({
  search: Type.String({ maxLength: 100 }),
  /** false: the words as typed, no typo corrected (the shopper's "Search instead for …"). */
  correct: Type.Optional(Type.Boolean({ default: true })),
});
export const SearchQuery = Strict(PageQuery);
export const SearchAnswer = Type.Object({
  ...Paged(Product).properties,
  /** Present when a word was a typo: the words the results are for ("shrit" → "shirt"). */
  corrected_term: Type.Optional(Type.String()),
});

const CommaList = Type.String({ maxLength: 500 });

export const ListingQuery = Strict({
  ...PageQuery,
  size: Type.Optional(CommaList),
  color: Type.Optional(CommaList),
  brand: Type.Optional(CommaList),
  price_min: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX })),
  price_max: Type.Optional(Type.Integer({ minimum: 0, maximum: INT32_MAX })),
  sort: Type.Optional(Type.Enum(['newest', 'price_asc', 'price_desc', 'discount', 'top_rated'], { default: 'newest' })),
});
export const TagListingQuery = Strict({ ...ListingQuery.properties, category: Type.Optional(Type.String({ maxLength: 200 })) });

const Facet = Type.Object({ value: Type.String(), count: Type.Integer() });
export const ListingAnswer = Type.Object({
  ...Paged(Product).properties,
  facets: Type.Object({
    sizes: Type.Array(Facet),
    colors: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), hex: Type.String(), count: Type.Integer() })),
    brands: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() })),
    price: Type.Object({ min: Cents, max: Cents }),
  }),
});

export const CategoryPage = Type.Object({
  name: Type.String(),
  unique_slug: Type.String(),
  description: Type.String(),
  breadcrumbs: Type.Array(Category),
  children: Type.Array(Category),
});

export const TagPage = Type.Object({
  name: Type.String(),
  unique_slug: Type.String(),
  description: Type.String(),
  categories: Type.Array(Category),
});

export const SlugParams = Strict({ slug: Type.String({ maxLength: 200 }) });

const Banner = Type.Object({ title: Type.String(), link: Type.String(), image: Image });
export const HomeAnswer = Type.Object({
  hero: Type.Array(Type.Object({ ...Banner.properties, subtitle: Type.String(), cta: Type.String() })),
  collections: Type.Array(Banner),
  featured: Type.Array(Product),
  new_arrivals: Type.Array(Product),
});
