/** Per-garment vocabulary: styles, materials with composition and care, prices, colours, synonyms. */
import { type Garment } from './garments/index.js';

export interface Material {
  /** As it reads in a product name ("Linen", "Merino"). */
  name: string;
  composition: string;
  care: string;
  /** Price multiplier against the garment's base range. */
  price: number;
  traits?: readonly ('linen' | 'sustainable' | 'denim' | 'summer' | 'organic' | 'recycled')[];
}

export interface GarmentSpec {
  /** Style phrases that end a product name ("Wrap Midi Dress"). */
  styles: readonly string[];
  materials: readonly Material[];
  /** Regular price range in dollars before the material multiplier. */
  price: readonly [number, number];
  colours: readonly string[];
  /** Extra search words: synonyms shoppers type. */
  synonyms: string;
  /** Product-type word used in descriptions and alt text. */
  noun: string;
  workwear?: boolean;
  summer?: boolean;
}

const CARE = {
  washable: 'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Iron on medium heat.',
  linen: 'Machine wash at 30°C. Line dry in the shade. Iron while slightly damp; linen softens with every wash.',
  wool: 'Hand wash cold or dry clean. Dry flat, away from direct heat. Store folded.',
  delicate: 'Hand wash cold or dry clean. Do not wring. Cool iron on the reverse.',
  denim: 'Wash inside out at 30°C with similar colours. Line dry. Wash less, the colour lasts longer.',
  tailoring: 'Dry clean only. Brush after wear and hang on a shaped hanger.',
  leather: 'Wipe with a damp cloth. Condition the leather twice a year. Keep away from direct heat.',
  canvas: 'Spot clean with a damp cloth and mild soap. Air dry.',
} as const;

const M = {
  linen: { name: 'Linen', composition: '100% Linen', care: CARE.linen, price: 1.15, traits: ['linen', 'summer'] },
  linenBlend: { name: 'Linen-Blend', composition: '55% Linen, 45% Cotton', care: CARE.linen, price: 1, traits: ['linen', 'summer'] },
  organicCotton: { name: 'Organic Cotton', composition: '100% Organic Cotton', care: CARE.washable, price: 1, traits: ['sustainable', 'organic'] },
  cotton: { name: 'Cotton', composition: '100% Cotton', care: CARE.washable, price: 0.9 },
  poplin: { name: 'Cotton Poplin', composition: '100% Cotton', care: CARE.washable, price: 1 },
  oxford: { name: 'Oxford Cotton', composition: '100% Cotton', care: CARE.washable, price: 1 },
  slub: { name: 'Slub Cotton', composition: '100% Cotton', care: CARE.washable, price: 0.95, traits: ['summer'] },
  jersey: { name: 'Cotton Jersey', composition: '95% Cotton, 5% Elastane', care: CARE.washable, price: 0.9 },
  silk: { name: 'Silk', composition: '100% Mulberry Silk', care: CARE.delicate, price: 1.9 },
  satin: { name: 'Satin', composition: '100% Recycled Polyester', care: CARE.delicate, price: 1.1, traits: ['recycled', 'sustainable'] },
  crepe: { name: 'Crepe', composition: '100% Viscose', care: CARE.delicate, price: 1.05 },
  viscose: { name: 'Viscose', composition: '100% Viscose', care: CARE.delicate, price: 0.95, traits: ['summer'] },
  merino: { name: 'Merino', composition: '100% Extra-Fine Merino Wool', care: CARE.wool, price: 1.3 },
  cashmere: { name: 'Cashmere', composition: '100% Cashmere', care: CARE.wool, price: 2.6 },
  lambswool: { name: 'Lambswool', composition: '100% Lambswool', care: CARE.wool, price: 1.1 },
  alpaca: { name: 'Alpaca-Blend', composition: '45% Alpaca, 35% Polyamide, 20% Wool', care: CARE.wool, price: 1.3 },
  knitCotton: { name: 'Cotton-Knit', composition: '100% Organic Cotton', care: CARE.washable, price: 0.85, traits: ['organic', 'sustainable'] },
  loopback: { name: 'Loopback Cotton', composition: '100% Organic Cotton', care: CARE.washable, price: 1, traits: ['organic', 'sustainable'] },
  fleece: { name: 'Brushed Fleece', composition: '80% Cotton, 20% Recycled Polyester', care: CARE.washable, price: 0.9, traits: ['recycled'] },
  wool: { name: 'Wool', composition: '100% Virgin Wool', care: CARE.tailoring, price: 1.2 },
  woolCashmere: { name: 'Wool-Cashmere', composition: '90% Wool, 10% Cashmere', care: CARE.tailoring, price: 1.5 },
  recycledWool: { name: 'Recycled Wool', composition: '70% Recycled Wool, 30% Polyamide', care: CARE.tailoring, price: 1.05, traits: ['recycled', 'sustainable'] },
  gabardine: { name: 'Cotton Gabardine', composition: '100% Cotton', care: CARE.tailoring, price: 1 },
  twill: { name: 'Cotton Twill', composition: '98% Cotton, 2% Elastane', care: CARE.washable, price: 0.9 },
  corduroy: { name: 'Corduroy', composition: '100% Cotton', care: CARE.washable, price: 1 },
  rigidDenim: { name: 'Rigid Denim', composition: '100% Cotton', care: CARE.denim, price: 1, traits: ['denim'] },
  stretchDenim: { name: 'Stretch Denim', composition: '98% Cotton, 2% Elastane', care: CARE.denim, price: 0.95, traits: ['denim'] },
  organicDenim: { name: 'Organic Denim', composition: '100% Organic Cotton', care: CARE.denim, price: 1.1, traits: ['denim', 'organic', 'sustainable'] },
  selvedge: { name: 'Selvedge Denim', composition: '100% Cotton', care: CARE.denim, price: 1.5, traits: ['denim'] },
  leather: { name: 'Leather', composition: 'Upper: 100% Leather. Lining: 100% Leather. Sole: Natural rubber', care: CARE.leather, price: 1.2 },
  suede: { name: 'Suede', composition: 'Upper: 100% Suede. Lining: 100% Leather. Sole: Natural rubber', care: CARE.leather, price: 1.15 },
  canvas: { name: 'Canvas', composition: '100% Organic Cotton Canvas', care: CARE.canvas, price: 0.8, traits: ['organic', 'sustainable'] },
  bagLeather: { name: 'Leather', composition: '100% Vegetable-Tanned Leather', care: CARE.leather, price: 1.7 },
  raffia: { name: 'Raffia', composition: '100% Raffia. Lining: 100% Cotton', care: CARE.canvas, price: 1.1, traits: ['summer'] },
} satisfies Record<string, Material>;

const NEUTRALS = ['black', 'off-white', 'ecru', 'sand', 'camel', 'navy', 'charcoal'];
const DENIM = ['indigo', 'mid-blue', 'light-blue', 'black', 'ecru'];

/** The vocabulary for every garment. */
export const GARMENT_SPECS: Record<Garment, GarmentSpec> = {
  dress: {
    styles: ['Wrap Midi Dress', 'Wrap Dress', 'Belted Midi Dress', 'Flutter-Sleeve Dress', 'Tie-Waist Dress', 'Tea Dress', 'V-Neck Midi Dress', 'Wrap-Front Dress'],
    materials: [M.linen, M.crepe, M.satin, M.viscose, M.poplin, M.silk, M.organicCotton],
    price: [59, 189],
    colours: ['black', 'off-white', 'terracotta', 'sage', 'navy', 'blush', 'lilac', 'rust', 'burgundy', 'sand', 'forest'],
    synonyms: 'dress frock',
    noun: 'dress',
    summer: true,
  },
  't-shirt': {
    styles: ['Crew-Neck T-Shirt', 'Relaxed T-Shirt', 'Boxy T-Shirt', 'V-Neck T-Shirt', 'Everyday T-Shirt', 'Oversized T-Shirt', 'Heavyweight T-Shirt'],
    materials: [M.organicCotton, M.jersey, M.slub, M.cotton, M.linenBlend],
    price: [19, 45],
    colours: ['off-white', 'black', 'grey-marl', 'navy', 'ecru', 'sage', 'terracotta', 'sky', 'mustard', 'olive', 'red', 'cobalt'],
    synonyms: 'tee tshirt t-shirt top',
    noun: 't-shirt',
    summer: true,
  },
  shirt: {
    styles: ['Relaxed Shirt', 'Button-Down Shirt', 'Oversized Shirt', 'Pocket Shirt', 'Point-Collar Shirt', 'Slim-Fit Shirt', 'Utility Overshirt'],
    materials: [M.linen, M.oxford, M.poplin, M.silk, M.stretchDenim, M.corduroy, M.organicCotton],
    price: [45, 129],
    colours: ['off-white', 'sky', 'ecru', 'navy', 'black', 'sage', 'blush', 'sand', 'olive', 'indigo'],
    synonyms: 'shirt blouse button-up',
    noun: 'shirt',
    workwear: true,
  },
  knit: {
    styles: ['Crew-Neck Jumper', 'V-Neck Jumper', 'Fine-Gauge Jumper', 'Knitted Jumper', 'Rib-Trim Sweater', 'Everyday Jumper', 'Relaxed Jumper'],
    materials: [M.merino, M.cashmere, M.lambswool, M.alpaca, M.knitCotton],
    price: [59, 149],
    colours: ['ecru', 'camel', 'grey-marl', 'navy', 'black', 'forest', 'burgundy', 'cream', 'chocolate', 'mustard', 'lilac'],
    synonyms: 'jumper sweater pullover knitwear knit',
    noun: 'jumper',
  },
  hoodie: {
    styles: ['Hoodie', 'Oversized Hoodie', 'Pullover Hoodie', 'Relaxed Hoodie'],
    materials: [M.loopback, M.fleece, M.organicCotton],
    price: [49, 99],
    colours: ['grey-marl', 'black', 'navy', 'ecru', 'sage', 'forest', 'chocolate', 'lilac'],
    synonyms: 'hoodie sweatshirt hooded sweat',
    noun: 'hoodie',
  },
  jacket: {
    styles: ['Single-Breasted Blazer', 'Tailored Blazer', 'Unstructured Blazer', 'Relaxed Blazer', 'Structured Blazer'],
    materials: [M.wool, M.linen, M.gabardine, M.corduroy, M.recycledWool, M.crepe],
    price: [139, 289],
    colours: ['black', 'navy', 'camel', 'sand', 'charcoal', 'olive', 'ecru', 'chocolate'],
    synonyms: 'blazer jacket suit tailoring',
    noun: 'blazer',
    workwear: true,
  },
  coat: {
    styles: ['Double-Breasted Coat', 'Belted Wrap Coat', 'Trench Coat', 'Longline Coat', 'Tailored Overcoat'],
    materials: [M.woolCashmere, M.wool, M.recycledWool, M.gabardine],
    price: [189, 329],
    colours: ['camel', 'black', 'navy', 'charcoal', 'sand', 'chocolate', 'ecru', 'forest'],
    synonyms: 'coat overcoat outerwear',
    noun: 'coat',
    workwear: true,
  },
  skirt: {
    styles: ['Pleated Midi Skirt', 'A-Line Skirt', 'Pleated Skirt', 'Knife-Pleat Skirt', 'Midi Skirt', 'Pleated A-Line Skirt'],
    materials: [M.linen, M.satin, M.crepe, M.stretchDenim, M.poplin, M.wool],
    price: [45, 139],
    colours: ['black', 'ecru', 'camel', 'sage', 'navy', 'terracotta', 'lilac', 'burgundy', 'mid-blue'],
    synonyms: 'skirt',
    noun: 'skirt',
    summer: true,
  },
  jeans: {
    styles: ['Straight-Leg Jeans', 'Five-Pocket Jeans', 'Mid-Rise Jeans', 'Relaxed Straight Jeans', 'High-Rise Straight Jeans', 'Regular Jeans', 'Button-Fly Jeans'],
    materials: [M.rigidDenim, M.stretchDenim, M.organicDenim, M.selvedge],
    price: [59, 139],
    colours: DENIM,
    synonyms: 'jeans denim pants',
    noun: 'jeans',
  },
  trousers: {
    styles: ['Pleated Wide-Leg Trousers', 'Tailored Straight Trousers', 'Pressed-Crease Trousers', 'Cigarette Trousers', 'Chino Trousers', 'Pleated Trousers'],
    materials: [M.wool, M.linen, M.twill, M.crepe, M.corduroy, M.gabardine],
    price: [55, 159],
    colours: [...NEUTRALS, 'olive', 'khaki', 'chocolate'],
    synonyms: 'trousers pants chinos slacks',
    noun: 'trousers',
    workwear: true,
  },
  shorts: {
    styles: ['Chino Shorts', 'Bermuda Shorts', 'Tailored Shorts', 'Turn-Up Shorts', 'Pleated Shorts'],
    materials: [M.linen, M.twill, M.stretchDenim, M.organicCotton, M.linenBlend],
    price: [29, 79],
    colours: ['sand', 'navy', 'ecru', 'olive', 'khaki', 'black', 'sky', 'terracotta', 'mid-blue'],
    synonyms: 'shorts bermudas',
    noun: 'shorts',
    summer: true,
  },
  sneakers: {
    styles: ['Low-Top Sneakers', 'Court Sneakers', 'Retro Runner Sneakers', 'Plimsolls', 'Lace-Up Sneakers'],
    materials: [M.leather, M.suede, M.canvas],
    price: [79, 189],
    colours: ['off-white', 'black', 'navy', 'sand', 'sage', 'camel', 'cobalt', 'burgundy'],
    synonyms: 'sneakers trainers shoes footwear',
    noun: 'sneakers',
  },
  boots: {
    styles: ['Chelsea Boots', 'Lug-Sole Chelsea Boots', 'Ankle Boots', 'Pull-On Boots'],
    materials: [M.leather, M.suede],
    price: [139, 289],
    colours: ['black', 'chocolate', 'camel', 'sand', 'burgundy', 'olive'],
    synonyms: 'boots ankle boots shoes footwear',
    noun: 'boots',
  },
  bag: {
    styles: ['Tote Bag', 'Shopper Bag', 'Market Tote', 'Mini Tote', 'Weekend Tote'],
    materials: [M.canvas, M.bagLeather, M.raffia],
    price: [39, 199],
    colours: ['ecru', 'black', 'camel', 'chocolate', 'sand', 'navy', 'olive', 'burgundy'],
    synonyms: 'bag tote handbag shopper',
    noun: 'bag',
  },
  scarf: {
    styles: ['Scarf', 'Fringed Scarf', 'Ribbed Scarf', 'Blanket Scarf', 'Oversized Scarf'],
    materials: [M.cashmere, M.lambswool, M.merino, M.linen, M.alpaca],
    price: [29, 99],
    colours: ['camel', 'grey-marl', 'ecru', 'navy', 'burgundy', 'forest', 'black', 'rust', 'cream'],
    synonyms: 'scarf wrap shawl',
    noun: 'scarf',
  },
  cap: {
    styles: ['Baseball Cap', 'Six-Panel Cap', 'Washed Cap', 'Dad Cap'],
    materials: [M.twill, M.corduroy, M.linen, M.organicCotton, M.wool],
    price: [19, 45],
    colours: ['navy', 'ecru', 'black', 'khaki', 'olive', 'sand', 'sky', 'burgundy'],
    synonyms: 'cap hat baseball cap',
    noun: 'cap',
  },
};
