import type { HomeContent, Promotion } from '@/application';
import type { ReactNode } from 'react';
import { PromotionImage, PromotionLink } from './HomeBanners';
import { Icon } from '../../components/icon';
import { ProductGrid } from '../../catalogue/product-grid';
import styles from './home-sections.module.less';

/**
 * The home page below its banners: collections, featured products and new arrivals. A module of
 * its own, loaded after start-up with the product cards (HomePage defers it): the server's HTML
 * paints it, and none of it is needed before the page is usable.
 */
export function HomeSections({ content }: { content: HomeContent }) {
  return (
    <>
      {content.collections.length > 0 ? (
        <Section title="Collections">
          <ul className={styles.collections} role="list">
            {content.collections.map((collection) => (
              <li key={collection.title}>
                <CollectionTile promotion={collection} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <ProductsSection title="Featured" products={content.featured} />
      <ProductsSection title="New arrivals" products={content.new_arrivals} />
    </>
  );
}

function CollectionTile({ promotion }: { promotion: Promotion }) {
  return (
    <PromotionLink promotion={promotion} className={styles.collection}>
      <PromotionImage promotion={promotion} sizes="(min-width: 1024px) 25vw, 50vw" className={styles.collectionImage} />
      <span className={styles.collectionTitle}>
        {promotion.title}
        <Icon name="arrow" size="small" />
      </span>
    </PromotionLink>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`home-${title}`}>
      <h2 id={`home-${title}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
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
