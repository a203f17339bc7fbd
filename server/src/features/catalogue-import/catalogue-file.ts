/**
 * A merchant's catalogue as read from a file (CSV or JSON), before it is checked against the
 * store: every part carries where it came from, so a problem names its line.
 */

/** Where a part of the file is: "line 7" in a CSV, "products[2].variants[0]" in JSON. */
export type Where = string;

export interface FileVariant {
  where: Where;
  sku: string;
  /** A colour's slug or name as written; empty: the variant has no colour. */
  colour: string;
  /** A size code as written; empty: the variant has no size ("One size" is a size). */
  size: string;
  price: string;
  salePrice: string;
  stock: string;
}

export interface FileImage {
  where: Where;
  /** A file name inside the images folder. */
  file: string;
  /** The colour the photograph shows, as written (empty: every colour). */
  colour: string;
}

export interface FileProduct {
  where: Where;
  slug: string;
  name: string;
  brand: string;
  /** Category path by names, parent first: "Women > Dresses". */
  category: string;
  tags: string[];
  labels: string[];
  description: string;
  materials: string;
  care: string;
  variants: FileVariant[];
  images: FileImage[];
}

/** One thing wrong with the file, and where. */
export interface Problem {
  where: Where;
  message: string;
}

/** What reading a file gives: the products it holds and what could not be read. */
export interface ReadCatalogue {
  products: FileProduct[];
  problems: Problem[];
}

/** Splits a list cell ("summer|linen"), dropping blanks. */
export function listCell(text: string): string[] {
  return text.split('|').map((part) => part.trim()).filter((part) => part !== '');
}
