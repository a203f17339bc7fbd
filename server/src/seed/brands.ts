/** The demo's brands and what each sells: goods that fit its name (a denim label sells denim). */
import { type Material } from './garment-specs.js';
import { type Garment } from './garments/index.js';

export interface BrandRange {
  /** The garments it makes. */
  garments: readonly Garment[] | 'all';
  /** The materials it works in, when its name promises one ("Batroun Linen"). */
  material?: (material: Material) => boolean;
}

/** The house brand: it sells everything the store does. */
export const HOUSE_BRAND = 'Maison Beirut';

const linen = (m: Material) => m.traits?.includes('linen') === true;
const denim = (m: Material) => m.traits?.includes('denim') === true;
const leather = (m: Material) => /Leather|Suede/.test(m.composition);
const yarn = (m: Material) => /Wool|Cashmere|Alpaca|Merino/i.test(m.composition);
const responsible = (m: Material) => m.traits?.some((t) => t === 'organic' || t === 'recycled') === true;

const TAILORING: readonly Garment[] = ['jacket', 'coat', 'trousers', 'shirt'];
const SEASIDE: readonly Garment[] = ['t-shirt', 'shirt', 'shorts', 'dress', 'cap', 'bag'];
const MOUNTAIN: readonly Garment[] = ['knit', 'hoodie', 'coat', 'boots', 'scarf', 'cap'];
const STREET: readonly Garment[] = ['t-shirt', 'hoodie', 'jeans', 'sneakers', 'cap'];
const ATELIER: readonly Garment[] = ['dress', 'skirt', 'shirt', 'knit', 'scarf'];

/** Every brand with its range, in the order the brands are stored. */
export const BRAND_RANGES: Readonly<Record<string, BrandRange>> = {
  [HOUSE_BRAND]: { garments: 'all' },
  'Atelier Cèdre': { garments: ['dress', 'skirt', 'shirt', 'jacket', 'coat', 'trousers'] },
  'Byblos Studio': { garments: ['t-shirt', 'shirt', 'knit', 'dress', 'skirt', 'trousers'] },
  'Nour Atelier': { garments: ATELIER },
  'Sursock & Co': { garments: ['jacket', 'coat', 'trousers', 'shirt', 'bag', 'scarf'] },
  'Gemmayzeh Works': { garments: ['t-shirt', 'hoodie', 'shirt', 'jeans', 'shorts', 'trousers', 'cap'] },
  'Mar Mikhael Denim': { garments: ['jeans', 'shorts', 'shirt', 'skirt'], material: denim },
  'Phoenicia Knitwear': { garments: ['knit', 'scarf'], material: yarn },
  Corniche: { garments: SEASIDE },
  'Batroun Linen': { garments: 'all', material: linen },
  'Zahlé Leather': { garments: ['sneakers', 'boots', 'bag'], material: leather },
  'Saida Supply': { garments: ['t-shirt', 'shirt', 'trousers', 'shorts', 'hoodie', 'cap', 'bag'] },
  'Baalbek Tailoring': { garments: TAILORING },
  Qadisha: { garments: MOUNTAIN },
  'Cedar & Salt': { garments: ['t-shirt', 'shirt', 'shorts', 'hoodie', 'cap'] },
  'Olive Grove': { garments: 'all', material: responsible },
  'Tyre Coast': { garments: SEASIDE },
  Amchit: { garments: ['dress', 'skirt', 'shirt', 't-shirt'] },
  'Bekaa Basics': { garments: ['t-shirt', 'hoodie', 'knit', 'jeans', 'trousers', 'shorts'] },
  'Hamra Street': { garments: STREET },
  Raouché: { garments: ['dress', 'skirt', 'bag', 'scarf'] },
  'Faraya Mountain': { garments: MOUNTAIN },
  'Levant Collective': { garments: ['dress', 'shirt', 't-shirt', 'skirt', 'trousers', 'jacket'] },
  'Maison Lina': { garments: [...ATELIER, 'bag'] },
  'Jounieh Bay': { garments: [...SEASIDE.filter((g) => g !== 'cap'), 'sneakers'] },
};

/** The house and partner brands, by name. */
export const BRANDS: readonly string[] = Object.keys(BRAND_RANGES);

/** Whether a brand sells a garment in a material. */
export function brandSells(brand: string, garment: Garment, material: Material): boolean {
  const range = BRAND_RANGES[brand];
  if (range === undefined) return false;
  return (range.garments === 'all' || range.garments.includes(garment)) && (range.material?.(material) ?? true);
}

/** The brands that sell a garment in a material, in their order (the house brand always among them). */
export function brandsSelling(garment: Garment, material: Material): string[] {
  return BRANDS.filter((brand) => brandSells(brand, garment, material));
}
