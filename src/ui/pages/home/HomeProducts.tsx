import type { HomeContent } from '@/application';
import { ProductGrid } from '../../catalogue/product-grid';
import { Section } from './Section';

/** The home page's product rows: featured products and new arrivals (a row without products is left out). */
export function HomeProducts({ featured, newArrivals }: { featured: HomeContent['featured']; newArrivals: HomeContent['new_arrivals'] }) {
  return (
    <>
      <ProductsSection title="Featured" products={featured} />
      <ProductsSection title="New arrivals" products={newArrivals} />
    </>
  );
}

function ProductsSection({ title, products }: { title: string; products: HomeContent['featured'] }) {
  if (products.length === 0) return null;
  return (
    <Section title={title}>
      <ProductGrid products={products} label={title} />
    </Section>
  );
}
