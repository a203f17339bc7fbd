import { type FileProduct, type Problem, type Where } from './catalogue-file.js';

/** What the store already knows that a file refers to: sizes and colours are never made up by an import. */
export interface StoreNames {
  /** Size codes, each under its lower-case form. */
  sizes: ReadonlyMap<string, string>;
  /** Colour slugs under their lower-case slug and name. */
  colours: ReadonlyMap<string, string>;
}

/** How the checker asks about a photograph's file (the file system, or a fake in tests). */
export type ImageExists = (file: string) => boolean;

export interface CheckedVariant {
  sku: string;
  size: string | null;
  colour: string | null;
  regularPrice: number;
  salePrice: number | null;
  stock: number;
  position: number;
}

export interface CheckedImage {
  where: Where;
  file: string;
  colour: string | null;
  position: number;
}

export interface CheckedProduct {
  slug: string;
  name: string;
  brand: string | null;
  /** Category names, parent first. */
  category: string[];
  tags: string[];
  labels: string[];
  description: string;
  materials: string;
  care: string;
  variants: CheckedVariant[];
  images: CheckedImage[];
}

export interface CheckedCatalogue {
  /** The products with no problem. */
  products: CheckedProduct[];
  /** Every problem, in file order. */
  problems: Problem[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVED_SLUGS = new Set(['cart', 'wishlist', 'shipping-fee']);
/** A price in dollars and cents as a merchant writes it: 49, 49.9, 49.90 (no thousands separators). */
const PRICE = /^\d{1,7}(?:\.\d{1,2})?$/;
const STOCK = /^\d{1,7}$/;

/** Cents of a price text already matched by PRICE, without going through floating point. */
function cents(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Checks a catalogue file against the store's sizes and colours and the images folder: every
 * problem of every row, so a merchant fixes a file in one go. A product with any problem is left
 * out of `products` whole (never half its variants).
 */
export function checkCatalogue(file: readonly FileProduct[], names: StoreNames, imageExists: ImageExists | null): CheckedCatalogue {
  const problems: Problem[] = [];
  const products: CheckedProduct[] = [];
  const skuLines = new Map<string, Where>();
  const slugPlaces = new Map<string, Where>();

  for (const product of file) {
    const found: Problem[] = [];
    const problem = (where: Where, message: string) => found.push({ where, message });
    if (product.slug === '') problem(product.where, 'slug is missing');
    else if (!SLUG.test(product.slug)) problem(product.where, `slug "${product.slug}" must be lower-case letters, digits and single hyphens`);
    else if (RESERVED_SLUGS.has(product.slug)) problem(product.where, `slug "${product.slug}" is reserved by the store`);
    else if (slugPlaces.has(product.slug)) problem(product.where, `duplicate slug "${product.slug}" (first at ${slugPlaces.get(product.slug)})`);
    else slugPlaces.set(product.slug, product.where);
    if (product.name === '') problem(product.where, 'name is missing');
    if (product.variants.length === 0) problem(product.where, 'a product needs at least one variant (with its SKU, price and stock)');

    const combinations = new Map<string, Where>();
    const variants = product.variants.map((variant, position): CheckedVariant => {
      const { where } = variant;
      if (variant.sku === '') problem(where, 'SKU is missing');
      else {
        const first = skuLines.get(variant.sku);
        if (first !== undefined) problem(where, `duplicate SKU "${variant.sku}" (first at ${first})`);
        else skuLines.set(variant.sku, where);
      }
      const size = variant.size === '' ? null : names.sizes.get(variant.size.toLowerCase());
      if (size === undefined) {
        const known = [...new Set(names.sizes.values())];
        problem(where, `unknown size "${variant.size}" (${known.length === 0 ? 'the store has no sizes yet' : `the store's sizes: ${known.join(', ')}`})`);
      }
      const colour = variant.colour === '' ? null : names.colours.get(variant.colour.toLowerCase());
      if (colour === undefined) problem(where, `unknown colour "${variant.colour}"`);
      const combination = `${size ?? ''}|${colour ?? ''}`;
      const same = combinations.get(combination);
      if (same !== undefined && size !== undefined && colour !== undefined) problem(where, `same colour and size as ${same}`);
      else combinations.set(combination, where);
      const priceValid = PRICE.test(variant.price);
      if (!priceValid) problem(where, variant.price === '' ? 'price is missing' : `price "${variant.price}" is not a number of dollars (e.g. 49.90)`);
      const saleValid = variant.salePrice === '' || PRICE.test(variant.salePrice);
      if (!saleValid) problem(where, `sale price "${variant.salePrice}" is not a number of dollars (e.g. 39.90)`);
      const regularPrice = priceValid ? cents(variant.price) : 0;
      const salePrice = saleValid && variant.salePrice !== '' ? cents(variant.salePrice) : null;
      if (priceValid && salePrice !== null && salePrice > regularPrice) problem(where, `sale price ${variant.salePrice} is above the price ${variant.price}`);
      if (!STOCK.test(variant.stock)) problem(where, variant.stock === '' ? 'stock is missing' : `stock "${variant.stock}" is not a whole number of pieces (0 or more)`);
      return { sku: variant.sku, size: size ?? null, colour: colour ?? null, regularPrice, salePrice, stock: Number(variant.stock), position };
    });

    const images = product.images.map((image, position): CheckedImage => {
      const colour = image.colour === '' ? null : names.colours.get(image.colour.toLowerCase());
      // Said once: a CSV image's colour is its row's, already reported with the variant.
      const reported = product.variants.some((variant) => variant.where === image.where && variant.colour === image.colour);
      if (colour === undefined && !reported) problem(image.where, `unknown colour "${image.colour}" for image ${image.file}`);
      if (imageExists === null) problem(image.where, `image ${image.file} given but no --images folder`);
      else if (image.file.includes('/') || image.file.includes('\\') || !imageExists(image.file)) problem(image.where, `missing image file "${image.file}"`);
      return { where: image.where, file: image.file, colour: colour ?? null, position };
    });

    problems.push(...found);
    if (found.length > 0) continue;
    products.push({
      slug: product.slug,
      name: product.name,
      brand: product.brand === '' ? null : product.brand,
      category: product.category.split('>').map((part) => part.trim()).filter((part) => part !== ''),
      tags: product.tags,
      labels: product.labels,
      description: product.description,
      materials: product.materials,
      care: product.care,
      variants,
      images,
    });
  }
  return { products, problems: problems.sort(byPlace) };
}

/** File order: by line number (CSV), otherwise as found. */
function byPlace(a: Problem, b: Problem): number {
  const line = (where: Where) => Number(/^line (\d+)$/.exec(where)?.[1] ?? Number.NaN);
  const [left, right] = [line(a.where), line(b.where)];
  return Number.isNaN(left) || Number.isNaN(right) ? 0 : left - right;
}
