import { describe, expect, it } from 'vitest';
import {
  choiceStock,
  chosenVariant,
  initialColor,
  initialSize,
  sizeAfterColourChange,
  stockOfSize,
  type Variant,
  type VariantProduct,
  variantsOfColor,
  variantSnapshot,
} from '@/domain/product-variants';
import { aProduct } from './builders';

/** A variant of size and colour with a stock; prices 50.00, no sale. */
function aVariant(id: number, size: string | null, color: string | null, stock: number): Variant {
  return { id, size, color, stock, regular_price: 5000, sale_price: null };
}

/** A shirt in black and ecru, sizes S and M; M is sold out in ecru. */
function aShirt(overrides: Partial<VariantProduct> = {}) {
  return {
    ...aProduct({ id: 7, name: 'Shirt', stock: 9 }),
    colors: [
      { name: 'Black', slug: 'black' },
      { name: 'Ecru', slug: 'ecru' },
    ],
    sizes: ['S', 'M'],
    variants: [aVariant(71, 'S', 'black', 5), aVariant(72, 'M', 'black', 2), aVariant(73, 'S', 'ecru', 1), aVariant(74, 'M', 'ecru', 0)],
    images: [{ color: null }, { color: 'ecru' }],
    ...overrides,
  };
}

describe('choosing a colour and a size (spec §2, §3)', () => {
  it('starts on the first tagged image colour, else the first colour, else none', () => {
    expect(initialColor(aShirt())).toBe('ecru');
    expect(initialColor(aShirt({ images: [] }))).toBe('black');
    expect(initialColor(aShirt({ images: [], colors: [] }))).toBeNull();
  });

  it('chooses the only size from the start, otherwise none', () => {
    expect(initialSize(aShirt({ sizes: ['One size'] }))).toBe('One size');
    expect(initialSize(aShirt())).toBeNull();
  });

  it('narrows the variants to a colour; without colours or a colour, every variant counts', () => {
    expect(variantsOfColor(aShirt(), 'ecru').map((v) => v.id)).toEqual([73, 74]);
    expect(variantsOfColor(aShirt(), null)).toHaveLength(4);
    expect(variantsOfColor(aShirt({ colors: [] }), 'ecru')).toHaveLength(4);
  });

  it('finds the chosen variant once a size is chosen, or at once for a product without sizes', () => {
    expect(chosenVariant(aShirt(), 'black', 'M')?.id).toBe(72);
    expect(chosenVariant(aShirt(), 'black', null)).toBeNull();
    expect(chosenVariant(aShirt(), 'black', 'XL')).toBeNull();
    expect(chosenVariant(aShirt({ sizes: [] }), 'ecru', null)?.id).toBe(73);
    expect(chosenVariant(aShirt({ sizes: [], variants: [] }), null, null)).toBeNull();
  });

  it('knows the stock of a size in a colour; a missing size has none', () => {
    expect(stockOfSize(aShirt(), 'black', 'M')).toBe(2);
    expect(stockOfSize(aShirt(), 'ecru', 'M')).toBe(0);
    expect(stockOfSize(aShirt(), 'ecru', 'XL')).toBe(0);
  });

  it('drops a size that is sold out in the newly chosen colour, and keeps one that is not', () => {
    expect(sizeAfterColourChange(aShirt(), 'M', 'ecru')).toBeNull();
    expect(sizeAfterColourChange(aShirt(), 'S', 'ecru')).toBe('S');
    expect(sizeAfterColourChange(aShirt(), null, 'black')).toBeNull();
  });
});

describe('what the product page says about stock', () => {
  it('for a chosen variant: its level and exact text', () => {
    expect(choiceStock(aShirt(), 'black', aVariant(72, 'M', 'black', 2))).toEqual({ level: 'low', message: 'Only 2 left' });
    expect(choiceStock(aShirt(), 'black', aVariant(71, 'S', 'black', 5))).toEqual({ level: 'in', message: 'In stock' });
    expect(choiceStock(aShirt(), 'ecru', aVariant(74, 'M', 'ecru', 0))).toEqual({ level: 'out', message: 'Out of stock' });
  });

  it('before a size is chosen: nothing while the colour has stock, "Out of stock" when it or the product has none', () => {
    expect(choiceStock(aShirt(), 'black', null)).toBeNull();
    const ecruGone = aShirt({ variants: [aVariant(73, 'S', 'ecru', 0), aVariant(74, 'M', 'ecru', -1), aVariant(71, 'S', 'black', 3)] });
    expect(choiceStock(ecruGone, 'ecru', null)).toEqual({ level: 'out', message: 'Out of stock' });
    expect(choiceStock(aShirt({ stock: 0 }), 'black', null)).toEqual({ level: 'out', message: 'Out of stock' });
  });
});

describe('the cart snapshot of a chosen variant (spec §3)', () => {
  it('takes the variant id, prices and stock, with Size and Colour attributes and the shown image', () => {
    const snapshot = variantSnapshot(aShirt(), { ...aVariant(72, 'M', 'black', 2), sale_price: 4000 }, 'https://cdn.example/black.jpg');
    expect(snapshot).toMatchObject({ id: 72, name: 'Shirt', regular_price: 5000, sale_price: 4000, stock: 2, in_stock: true, image: 'https://cdn.example/black.jpg' });
    expect(snapshot.attributes).toEqual([
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Black' },
    ]);
  });

  it('leaves out attributes it does not have, falls back to the product image, and marks no stock', () => {
    const snapshot = variantSnapshot(aShirt(), aVariant(9, null, null, 0), null);
    expect(snapshot.attributes).toEqual([]);
    expect(snapshot).toMatchObject({ image: 'https://cdn.example/shirt.jpg', in_stock: false });
  });
});
