import { CATALOG_GATEWAY, CancelledError, type HomeContent, type Promotion } from '@/application';
import { isExternalHref } from '@/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../../app/services';
import { useDocumentMeta } from '../../app/use-document-meta';
import { BlurhashImage } from '../../components/blurhash-image';
import { Icon } from '../../components/icon';
import { ProductCardSkeleton, Skeleton } from '../../components/skeleton';
import type { ProductGrid as ProductGridComponent } from '../../catalogue/product-grid';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../catalogue/media/product-media';
import { usePlaceholderDecode } from '../../catalogue/media/use-placeholder-decode';
import styles from './home.module.less';

/** Meta description of the home page. */
export const HOME_DESCRIPTION = 'Maison: easy tailoring, fluid dresses and knitwear in natural fibres, designed in Beirut. New arrivals every week.';

type ProductGridType = typeof ProductGridComponent;

type HomeState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly content: HomeContent; readonly ProductGrid: ProductGridType }
  | { readonly status: 'failed' };

// The product grid (cards, prices, wishlist hearts) shows only with the content: its chunk loads
// beside the content's request instead of before the first paint (DESIGN.md, budgets).
const loadProductGrid = (): Promise<ProductGridType> => import('../../catalogue/product-grid').then((module) => module.ProductGrid);

/** `/`: hero banners, collections, featured products and new arrivals from the API. */
export function Component() {
  const gateway = useService(CATALOG_GATEWAY);
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  useDocumentMeta('', HOME_DESCRIPTION);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([gateway.home(controller.signal), loadProductGrid()]).then(
      ([content, ProductGrid]) => setState({ status: 'ready', content, ProductGrid }),
      (error: unknown) => {
        if (!(error instanceof CancelledError) && !controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [gateway]);

  const content = state.status === 'ready' ? state.content : null;
  const grid = state.status === 'ready' ? state.ProductGrid : null;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Maison — fashion designed in Beirut</h1>
      <section aria-label="Highlights" className={styles.heroes}>
        {content ? content.hero.map((hero, index) => <Hero key={hero.title} promotion={hero} first={index === 0} />) : <HeroSkeleton />}
      </section>

      {state.status === 'failed' ? <p className={styles.failed}>The shop could not be loaded. Please try again in a moment.</p> : null}

      {!content || content.collections.length > 0 ? (
        <Section title="Collections">
          <ul className={styles.collections} role="list">
            {content
              ? content.collections.map((collection) => (
                  <li key={collection.title}>
                    <CollectionTile promotion={collection} />
                  </li>
                ))
              : Array.from({ length: 4 }, (_, index) => (
                  <li key={index}>
                    <ProductCardSkeleton aspectRatio="4 / 5" />
                  </li>
                ))}
          </ul>
        </Section>
      ) : null}

      <ProductsSection title="Featured" products={content?.featured} grid={grid} />
      <ProductsSection title="New arrivals" products={content?.new_arrivals} grid={grid} />
    </div>
  );
}

function PromotionLink({ promotion, className, children }: { promotion: Promotion; className?: string; children: ReactNode }) {
  return isExternalHref(promotion.link) ? (
    <a href={promotion.link} className={className}>
      {children}
    </a>
  ) : (
    <Link to={promotion.link} className={className}>
      {children}
    </Link>
  );
}

function Hero({ promotion, first }: { promotion: Promotion; first: boolean }) {
  const decode = usePlaceholderDecode();
  return (
    <PromotionLink promotion={promotion} className={[styles.hero, first ? styles.heroFirst : ''].filter(Boolean).join(' ')}>
      <BlurhashImage
        src={promotion.image.url}
        alt={promotion.image.alt_text}
        blurhash={promotion.image.blurhash}
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        sizes="(min-width: 769px) 33vw, 100vw"
        decode={decode}
        priority={first}
        className={styles.heroImage}
      />
      <span className={styles.heroText}>
        <span className={styles.heroTitle}>{promotion.title}</span>
        {promotion.subtitle ? <span className={styles.heroSubtitle}>{promotion.subtitle}</span> : null}
        {promotion.cta ? <span className={styles.heroCta}>{promotion.cta}</span> : null}
      </span>
    </PromotionLink>
  );
}

function HeroSkeleton() {
  return (
    <>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={[styles.hero, index === 0 ? styles.heroFirst : ''].filter(Boolean).join(' ')} aria-hidden="true">
          <Skeleton aspectRatio="4 / 5" />
        </div>
      ))}
      <span role="status" className="visually-hidden">
        Loading
      </span>
    </>
  );
}

function CollectionTile({ promotion }: { promotion: Promotion }) {
  const decode = usePlaceholderDecode();
  return (
    <PromotionLink promotion={promotion} className={styles.collection}>
      <BlurhashImage
        src={promotion.image.url}
        alt={promotion.image.alt_text}
        blurhash={promotion.image.blurhash}
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        sizes="(min-width: 1024px) 25vw, 50vw"
        decode={decode}
        className={styles.collectionImage}
      />
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

function ProductsSection({
  title,
  products,
  grid: ProductGrid,
}: {
  title: string;
  products: HomeContent['featured'] | undefined;
  grid: ProductGridType | null;
}) {
  if (products && products.length === 0) return null;
  return (
    <Section title={title}>
      {products && ProductGrid ? (
        <ProductGrid products={products} label={title} />
      ) : (
        <div className={styles.skeletonGrid} role="status">
          <span className="visually-hidden">Loading products</span>
          {Array.from({ length: 4 }, (_, index) => (
            <ProductCardSkeleton key={index} aspectRatio="4 / 5" />
          ))}
        </div>
      )}
    </Section>
  );
}
