/** The registry of garment drawings. */
import { bag, cap, scarf } from './accessories.js';
import { type GarmentDraw } from './drawing.js';
import { dress, skirt } from './dresses.js';
import { boots, sneakers } from './footwear.js';
import { jeans, shorts, trousers } from './bottoms.js';
import { coat, jacket } from './outerwear.js';
import { hoodie, knit, shirt, tshirt } from './tops.js';

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

export const GARMENT_DRAWINGS: Record<Garment, GarmentDraw> = {
  't-shirt': tshirt,
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
export function mirrorsBack(garment: Garment): boolean {
  return garment === 'sneakers' || garment === 'boots' || garment === 'cap';
}
