/** The registry of garment drawings. */
import { bag, cap, scarf } from './accessories.js';
import { type GarmentDraw } from './drawing.js';
import { dress, skirt } from './dresses.js';
import { boots, sneakers } from './footwear.js';
import { jeans, shorts, trousers } from './bottoms.js';
import { coat, jacket } from './outerwear.js';
import { hoodie, knit, shirt, tshirt, vNeckKnit, vNeckTshirt } from './tops.js';

/** Every garment that has a product image. */
export const GARMENTS = [
  't-shirt',
  'shirt',
  'knit',
  'hoodie',
  'jacket',
  'coat',
  'dress',
  'skirt',
  'jeans',
  'trousers',
  'shorts',
  'sneakers',
  'boots',
  'bag',
  'scarf',
  'cap',
] as const;

export type Garment = (typeof GARMENTS)[number];

/** Whether a string names a garment. */
export function isGarment(value: string): value is Garment {
  return (GARMENTS as readonly string[]).includes(value);
}

/** Drawings of a garment cut another way than its usual drawing shows, named `{cut}-{garment}`. */
export const VARIANT_DRAWINGS = ['v-neck-t-shirt', 'v-neck-knit'] as const;

/** What a product image draws: a garment, or one of its cuts. */
export type Drawing = Garment | (typeof VARIANT_DRAWINGS)[number];

export const DRAWINGS: readonly Drawing[] = [...GARMENTS, ...VARIANT_DRAWINGS];

/** Whether a string names a drawing. */
export function isDrawing(value: string): value is Drawing {
  return (DRAWINGS as readonly string[]).includes(value);
}

/** The drawing that shows a garment in a style: a "V-Neck" top has a V-neck drawing. */
export function drawingOf(garment: Garment, style: string): Drawing {
  if (/\bV-Neck\b/.test(style) && (garment === 't-shirt' || garment === 'knit')) return `v-neck-${garment}`;
  return garment;
}

export const GARMENT_DRAWINGS: Record<Drawing, GarmentDraw> = {
  't-shirt': tshirt,
  'v-neck-t-shirt': vNeckTshirt,
  'v-neck-knit': vNeckKnit,
  shirt,
  knit,
  hoodie,
  jacket,
  coat,
  dress,
  skirt,
  jeans,
  trousers,
  shorts,
  sneakers,
  boots,
  bag,
  scarf,
  cap,
};

/** Side profiles (footwear, cap) face the other way on the back view. */
export function mirrorsBack(garment: Drawing): boolean {
  return garment === 'sneakers' || garment === 'boots' || garment === 'cap';
}
