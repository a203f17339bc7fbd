import { type FileImage, type FileProduct, type FileVariant, type Problem, type ReadCatalogue } from './catalogue-file.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter((part) => part !== '') : typeof value === 'string' ? [value.trim()].filter(Boolean) : []);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * Reads a catalogue JSON: `{ "products": [...] }` or the array itself, each product with its
 * `variants` and `images` (README, "Catalogue files"). Problems name the path in the document.
 */
export function readJsonCatalogue(source: string): ReadCatalogue {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch (error) {
    return { products: [], problems: [{ where: 'file', message: `not readable as JSON: ${(error as Error).message}` }] };
  }
  const list = Array.isArray(document) ? document : record(document).products;
  if (!Array.isArray(list)) return { products: [], problems: [{ where: 'file', message: 'expected an array of products, or { "products": [...] }' }] };
  const problems: Problem[] = [];
  const products = list.map((entry, index): FileProduct => {
    const where = `products[${index}]`;
    const item = record(entry);
    if (item !== entry) problems.push({ where, message: 'a product must be an object' });
    const variants = (Array.isArray(item.variants) ? item.variants : []).map((raw, position): FileVariant => {
      const variant = record(raw);
      return {
        where: `${where}.variants[${position}]`, sku: text(variant.sku), colour: text(variant.colour ?? variant.color), size: text(variant.size),
        price: text(variant.price), salePrice: text(variant.salePrice ?? variant.sale_price), stock: text(variant.stock),
      };
    });
    const images = (Array.isArray(item.images) ? item.images : []).map((raw, position): FileImage => {
      const image = typeof raw === 'string' ? { file: raw } : record(raw);
      return { where: `${where}.images[${position}]`, file: text(image.file), colour: text(image.colour ?? image.color) };
    });
    return {
      where, slug: text(item.slug), name: text(item.name), brand: text(item.brand), category: text(item.category), tags: texts(item.tags), labels: texts(item.labels),
      description: text(item.description), materials: text(item.materials), care: text(item.care), variants, images,
    };
  });
  return { products, problems };
}
