/** Deterministic product generation: product i depends only on (seed, i, options). */
import { garmentBlurhash } from './blurhash.js';
import { colourBySlug } from './colors.js';
import { describe } from './descriptions.js';
import { GARMENT_SPECS } from './garment-specs.js';
import { drawingPhotoUrl } from './drawing-photo-url.js';
import { type Drawing, type Garment, drawingOf } from './garments/index.js';
import { createRng, deriveSeed, slugify } from './prng.js';
import { HOUSE_BRAND, brandsSelling } from './brands.js';
import { LAST_PIECES_MAX, sizeSelling } from './size-stock.js';
import { CATEGORY_TREE, LABELS, type LeafCategory, type RootCategory, SIZE_RUNS } from './taxonomy.js';

export interface GeneratedVariant {
  sku: string;
  size: string;
  color: string;
  stock: number;
  regular_price: number;
  sale_price: number | null;
}

export interface GeneratedImage {
  url: string;
  alt_text: string;
  blurhash: string;
  color: string;
}

export interface GeneratedProduct {
  /** 1-based id, stable for a given seed. */
  id: number;
  name: string;
  unique_slug: string;
  type: 'variable' | 'simple';
  brand: string;
  garment: Garment;
  /** What its images draw: the garment, or its cut ("V-Neck" tops). */
  drawing: Drawing;
  description: string;
  composition: string;
  care: string;
  regular_price: number;
  sale_price: number | null;
  /** Search words weighted after the name: category names, audience, synonyms, colours, material. */
  search_facets: string;
  /** Search words weighted last: the brand. */
  search_brand: string;
  is_new: boolean;
  is_featured: boolean;
  created_at: Date;
  /** The per-order limit: 2 for a "Limited edition" piece (a drop), else none. */
  max_per_order: number | null;
  category: string;
  tags: string[];
  labels: string[];
  colors: string[];
  sizes: string[];
  variants: GeneratedVariant[];
  images: GeneratedImage[];
}

export interface ProductOptions {
  seed: number;
  /** Total number of products, so featured products spread over the whole range. */
  total: number;
  /** "Today": creation dates and new arrivals are relative to it. */
  now: Date;
}

const DAY = 86_400_000;
/** Products younger than this are new arrivals. */
export const NEW_ARRIVAL_DAYS = 21;
const FEATURED_COUNT = 12;
/** The per-order limit of a "Limited edition" piece: the demo's drops (issue 30). */
export const LIMITED_EDITION_PER_ORDER = 2;
const DEPARTMENT_WEIGHTS: readonly (readonly [RootCategory, number])[] = CATEGORY_TREE.map((root) => [
  root,
  { women: 40, men: 30, kids: 12, all: 18 }[root.audience],
]);
const AUDIENCE_WORDS = { women: 'women womens ladies', men: 'men mens', kids: 'kids children girls boys', all: '' } as const;
// Words every drawing can show: no "Cropped" or "Striped", which the drawings are not.
const MODIFIERS = ['Relaxed', 'Classic', 'Oversized', 'Washed', 'Textured', 'Soft', 'Essential', 'Fluid', 'Structured'] as const;
/** Modifiers that name a fit, and the words by which a style already has one: no "Oversized … Slim-Fit Shirt". */
const FIT_MODIFIERS: readonly string[] = ['Relaxed', 'Oversized', 'Structured'];
const FIT_WORDS = /Relaxed|Oversized|Slim|Boxy|Tailored|Structured|Regular/;
const SALE_PERCENTS: readonly (readonly [number, number])[] = [[10, 2], [15, 2], [20, 4], [25, 3], [30, 4], [40, 3], [50, 2], [60, 1]];

/** Cents for a dollar amount as shops write it: $79.99 or $85.00, within $19.99–$390. */
function price(dollars: number, roundNumber: boolean): number {
  const d = Math.min(390, Math.max(20, dollars));
  return roundNumber ? Math.round(d / 5) * 500 : Math.max(20, Math.round(d / 10) * 10) * 100 - 1;
}

/** A sale price near `percent` off, priced like the regular one, always 10–60% off. */
function salePrice(regular: number, percent: number, roundNumber: boolean): number {
  const exact = (regular * (100 - percent)) / 100;
  const end = (dollars: number) => (roundNumber ? dollars * 100 : dollars * 100 - 1);
  for (const step of [5, 1]) {
    const candidate = end(Math.round(exact / 100 / step) * step);
    if (candidate >= regular * 0.4 && candidate <= regular * 0.9) return candidate;
  }
  return Math.round(exact);
}

/** The product with this 0-based index. */
export function generateProduct(index: number, options: ProductOptions): GeneratedProduct {
  const rng = createRng(deriveSeed(options.seed, index));
  const id = index + 1;
  const root = rng.weighted(DEPARTMENT_WEIGHTS);
  const leaf: LeafCategory = rng.pick(root.children);
  const garment = rng.pick(leaf.garments);
  const spec = GARMENT_SPECS[garment];
  const material = rng.pick(spec.materials);
  const style = rng.pick(spec.styles);
  // A modifier only where the style has none of its own: no "Oversized … Relaxed Shirt".
  const modifiers = FIT_WORDS.test(style) ? MODIFIERS.filter((m) => !FIT_MODIFIERS.includes(m)) : MODIFIERS;
  const modifier = rng.chance(0.25) && !MODIFIERS.some((m) => style.includes(m)) ? rng.pick(modifiers) : null;
  const name = [modifier, material.name, style].filter(Boolean).join(' ');
  const drawing = drawingOf(garment, style);
  // Each brand sells what its name promises; the house brand sells everything.
  const brand = rng.chance(0.3) ? HOUSE_BRAND : rng.pick(brandsSelling(garment, material));

  const kidsFactor = root.audience === 'kids' ? 0.5 : 1;
  const roundNumber = rng.chance(0.3);
  const regular = price(rng.int(spec.price[0], spec.price[1]) * material.price * kidsFactor, roundNumber);
  let sale: number | null = null;
  if (rng.chance(0.3)) {
    const percent = rng.weighted(SALE_PERCENTS);
    sale = salePrice(regular, percent, roundNumber);
  }

  const colourCount = rng.weighted([[1, 35], [2, 35], [3, 20], [4, 10]] as const);
  const colors = rng.sample(spec.colours, colourCount);
  const sizes = [...SIZE_RUNS[leaf.sizes]];
  const soldOut = rng.chance(0.02);
  const selling = sizeSelling(options.seed, index, sizes);
  const variants: GeneratedVariant[] = [];
  for (const color of colors) {
    sizes.forEach((size, s) => {
      const middle = 1 - Math.abs(s - (sizes.length - 1) / 2) / sizes.length;
      const r = rng.next();
      const drawn = soldOut || r < 0.12 ? 0 : r < 0.24 ? rng.int(1, 3) : Math.round(rng.int(4, 30) * (0.6 + middle));
      // How the size sold in every colour, on top of what each colour drew.
      const sold = selling.get(size);
      const stock = sold === 'sold out' ? 0 : sold === 'last pieces' ? Math.min(drawn, 1 + (drawn % LAST_PIECES_MAX)) : drawn;
      variants.push({
        sku: `MB${String(id).padStart(6, '0')}-${color.toUpperCase()}-${size.replace(/\s+/g, '').toUpperCase()}`,
        size,
        color,
        stock,
        regular_price: regular,
        sale_price: sale,
      });
    });
  }
  const inStock = variants.some((v) => v.stock > 0);

  const images: GeneratedImage[] = colors.flatMap((color) => {
    const colour = colourBySlug(color)!;
    return (['front', 'back'] as const).map((view) => ({
      url: drawingPhotoUrl(drawing, color, view),
      alt_text: `${name} in ${colour.name}, ${view} view`,
      blurhash: garmentBlurhash(drawing, colour.hex, view),
      color,
    }));
  });

  const ageDays = 540 * Math.pow(rng.next(), 1.4);
  const created_at = new Date(options.now.getTime() - Math.round(ageDays * DAY));
  const is_new = ageDays < NEW_ARRIVAL_DAYS;
  const featuredStep = Math.max(1, Math.floor(options.total / FEATURED_COUNT));
  const is_featured = index % featuredStep === 3 % featuredStep && inStock;

  const traits = material.traits ?? [];
  const labels: string[] = [];
  if (traits.includes('organic') && rng.chance(0.5)) labels.push('Organic');
  if (traits.includes('recycled') && rng.chance(0.5)) labels.push('Recycled');
  const extra = rng.weighted<string | null>([['Bestseller', 10], ['Online exclusive', 6], ['Limited edition', 3], ['Back in stock', inStock ? 3 : 0], [null, 78]]);
  if (extra && labels.length < 2) labels.push(extra);
  const tags: string[] = [];
  if (is_new) tags.push('new-in');
  if (sale !== null) tags.push('sale');
  if (labels.includes('Bestseller')) tags.push('best-sellers');
  if ((spec.summer || traits.includes('summer')) && rng.chance(0.6)) tags.push('summer-edit');
  if (spec.workwear && root.audience !== 'kids' && rng.chance(0.5)) tags.push('workwear');
  if (traits.includes('linen')) tags.push('linen');
  if (traits.includes('sustainable')) tags.push('sustainable');
  if (traits.includes('denim')) tags.push('denim');

  const colourNames = colors.map((c) => colourBySlug(c)!.name);
  const search_facets = [...new Set(`${root.name} ${leaf.name} ${AUDIENCE_WORDS[root.audience]} ${spec.synonyms} ${colourNames.join(' ')} ${material.composition.replace(/[^A-Za-z -]/g, ' ')}`.toLowerCase().split(/\s+/).filter((w) => w.length > 1))].join(' ');

  return {
    id,
    name,
    unique_slug: `${slugify(name)}-${id}`,
    type: variants.length === 1 ? 'simple' : 'variable',
    brand,
    garment,
    drawing,
    description: describe(rng, { garment, drawing, name, style }, material),
    composition: material.composition,
    care: material.care,
    regular_price: regular,
    sale_price: sale,
    search_facets,
    search_brand: brand.toLowerCase(),
    is_new,
    is_featured,
    created_at,
    // Read from the labels rather than drawn, so every other generated value stays as it was.
    max_per_order: labels.includes('Limited edition') ? LIMITED_EDITION_PER_ORDER : null,
    category: leaf.slug,
    tags,
    labels: labels.filter((l) => (LABELS as readonly string[]).includes(l)),
    colors,
    sizes,
    variants,
    images,
  };
}

/** Products [start, start + count) of a catalogue. */
export function* generateProducts(options: ProductOptions, start = 0, count = options.total): Generator<GeneratedProduct> {
  const end = Math.min(options.total, start + count);
  for (let i = start; i < end; i++) yield generateProduct(i, options);
}
