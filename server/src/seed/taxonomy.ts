/** The fixed taxonomy of the demo store: categories, tags, brands, labels and sizes. */
import { type Garment } from './garments/index.js';

export type SizeRun = 'women' | 'men' | 'kids' | 'shoes' | 'one-size';

export interface LeafCategory {
  name: string;
  slug: string;
  description: string;
  garments: readonly Garment[];
  sizes: SizeRun;
  popular?: boolean;
}

export interface RootCategory {
  name: string;
  slug: string;
  description: string;
  /** Who the products are for: used in names ("Kids'") and keywords. */
  audience: 'women' | 'men' | 'kids' | 'all';
  children: readonly LeafCategory[];
}

/** The category tree: four departments with their sub-categories. */
export const CATEGORY_TREE: readonly RootCategory[] = [
  {
    name: 'Women',
    slug: 'women',
    audience: 'women',
    description: 'Easy tailoring, fluid dresses and knitwear in natural fibres, designed in Beirut.',
    children: [
      { name: 'Dresses', slug: 'women-dresses', garments: ['dress'], sizes: 'women', popular: true, description: 'Wrap, tea and flutter-sleeve dresses in linen, crepe and cotton poplin.' },
      { name: 'Tops & T-Shirts', slug: 'women-tops', garments: ['t-shirt'], sizes: 'women', description: 'Everyday tees and tops in organic cotton jersey.' },
      { name: 'Shirts & Blouses', slug: 'women-shirts', garments: ['shirt'], sizes: 'women', description: 'Crisp poplin, washed linen and fluid silk shirts.' },
      { name: 'Knitwear', slug: 'women-knitwear', garments: ['knit'], sizes: 'women', popular: true, description: 'Merino, cashmere and cotton knits for every season.' },
      { name: 'Jeans', slug: 'women-jeans', garments: ['jeans'], sizes: 'women', popular: true, description: 'Straight-leg fits, mid and high rise, in rigid and stretch denim.' },
      { name: 'Trousers & Shorts', slug: 'women-trousers', garments: ['trousers', 'shorts'], sizes: 'women', description: 'Pleated wide-leg trousers, tailored shorts and relaxed linen pairs.' },
      { name: 'Skirts', slug: 'women-skirts', garments: ['skirt'], sizes: 'women', description: 'Pleated midis and A-line shapes.' },
      { name: 'Jackets & Coats', slug: 'women-jackets-coats', garments: ['jacket', 'coat'], sizes: 'women', popular: true, description: 'Blazers, wrap coats and double-breasted wool coats.' },
    ],
  },
  {
    name: 'Men',
    slug: 'men',
    audience: 'men',
    description: 'Considered essentials and relaxed tailoring for the Mediterranean wardrobe.',
    children: [
      { name: 'T-Shirts', slug: 'men-t-shirts', garments: ['t-shirt'], sizes: 'men', popular: true, description: 'Heavyweight and slub cotton tees.' },
      { name: 'Shirts', slug: 'men-shirts', garments: ['shirt'], sizes: 'men', popular: true, description: 'Oxford, linen and camp-collar shirts.' },
      { name: 'Knitwear & Sweatshirts', slug: 'men-knitwear', garments: ['knit', 'hoodie'], sizes: 'men', description: 'Merino crew- and V-necks, fine-gauge knits and loopback hoodies.' },
      { name: 'Jeans', slug: 'men-jeans', garments: ['jeans'], sizes: 'men', description: 'Selvedge, organic and stretch denim.' },
      { name: 'Trousers', slug: 'men-trousers', garments: ['trousers'], sizes: 'men', description: 'Chinos, pleated and tailored straight trousers.' },
      { name: 'Shorts', slug: 'men-shorts', garments: ['shorts'], sizes: 'men', description: 'Chino, linen and swim-ready shorts.' },
      { name: 'Jackets & Coats', slug: 'men-jackets-coats', garments: ['jacket', 'coat'], sizes: 'men', description: 'Unstructured blazers, overcoats and trench coats.' },
    ],
  },
  {
    name: 'Kids',
    slug: 'kids',
    audience: 'kids',
    description: 'Hard-wearing, soft-to-the-touch clothes for ages 2 to 12.',
    children: [
      { name: 'Dresses', slug: 'kids-dresses', garments: ['dress'], sizes: 'kids', description: 'Cotton dresses made for running around.' },
      { name: 'T-Shirts', slug: 'kids-t-shirts', garments: ['t-shirt'], sizes: 'kids', description: 'Organic cotton tees in bright and muted shades.' },
      { name: 'Sweatshirts & Knits', slug: 'kids-sweatshirts', garments: ['hoodie', 'knit'], sizes: 'kids', description: 'Cosy hoodies and easy knits.' },
      { name: 'Jeans & Trousers', slug: 'kids-jeans-trousers', garments: ['jeans', 'trousers'], sizes: 'kids', description: 'Reinforced knees and adjustable waists.' },
      { name: 'Shorts & Skirts', slug: 'kids-shorts-skirts', garments: ['shorts', 'skirt'], sizes: 'kids', description: 'Summer shorts and twirl-ready skirts.' },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    audience: 'all',
    description: 'Shoes, bags, scarves and caps to finish the look.',
    children: [
      { name: 'Sneakers', slug: 'sneakers', garments: ['sneakers'], sizes: 'shoes', popular: true, description: 'Leather and suede low-tops on natural rubber soles.' },
      { name: 'Boots', slug: 'boots', garments: ['boots'], sizes: 'shoes', description: 'Chelsea and ankle boots, resoleable.' },
      { name: 'Bags', slug: 'bags', garments: ['bag'], sizes: 'one-size', popular: true, description: 'Totes and shoppers in canvas and vegetable-tanned leather.' },
      { name: 'Scarves', slug: 'scarves', garments: ['scarf'], sizes: 'one-size', description: 'Wool, cashmere and linen scarves.' },
      { name: 'Caps & Hats', slug: 'caps-hats', garments: ['cap'], sizes: 'one-size', description: 'Washed twill and corduroy caps.' },
    ],
  },
];

/** Size codes in display order, per size run. */
export const SIZE_RUNS: Record<SizeRun, readonly string[]> = {
  women: ['XS', 'S', 'M', 'L', 'XL'],
  men: ['S', 'M', 'L', 'XL', 'XXL'],
  kids: ['2Y', '4Y', '6Y', '8Y', '10Y', '12Y'],
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44'],
  'one-size': ['One size'],
};

/** Every size code with its display position (the `sizes` table). */
export const ALL_SIZES: readonly { code: string; position: number }[] = [
  ...['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  ...SIZE_RUNS.kids,
  ...SIZE_RUNS.shoes,
  'One size',
].map((code, position) => ({ code, position }));

export interface TagSpec {
  name: string;
  slug: string;
  description: string;
}

/** Tags: merchandising edits that cut across categories. */
export const TAGS: readonly TagSpec[] = [
  { name: 'New In', slug: 'new-in', description: 'The latest arrivals, fresh from the atelier.' },
  { name: 'Sale', slug: 'sale', description: 'Selected pieces at up to 60% off, while stocks last.' },
  { name: 'Best Sellers', slug: 'best-sellers', description: 'The pieces our customers come back for.' },
  { name: 'Summer Edit', slug: 'summer-edit', description: 'Light fabrics and easy shapes for long Mediterranean days.' },
  { name: 'Workwear', slug: 'workwear', description: 'Sharp tailoring and crisp shirts for the working week.' },
  { name: 'Linen', slug: 'linen', description: 'Breathable linen, grown in Europe and woven to soften with every wash.' },
  { name: 'Sustainable', slug: 'sustainable', description: 'Organic, recycled and responsibly sourced materials.' },
  { name: 'Denim Shop', slug: 'denim', description: 'Jeans, shirts and jackets in rigid, stretch and organic denim.' },
];

/** Product labels shown on cards. */
export const LABELS = ['Bestseller', 'Online exclusive', 'Organic', 'Limited edition', 'Back in stock', 'Recycled'] as const;

/** The house and partner brands (`brands.ts`: what each sells). */
export { BRANDS } from './brands.js';
