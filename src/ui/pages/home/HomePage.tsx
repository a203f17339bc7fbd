import { CATALOG_GATEWAY, type HomeContent, type Promotion, UiStore } from '@/application';
import { isExternalHref } from '@/domain';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { Link, type LoaderFunction, useLoaderData, useSearchParams } from 'react-router-dom';
import { type ServiceLocator, useService } from '../../app/services';
import { BlurhashImage } from '../../components/blurhash-image';
import { Icon } from '../../components/icon';
import { ProductGrid } from '../../catalogue/product-grid';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../catalogue/media/product-media';
import { usePlaceholderDecode } from '../../catalogue/media/use-placeholder-decode';
import { loadContent, type Loaded } from '../../content/load-content';
import { usePrefetchOverlay } from '../../shell/drawers/prefetch-overlay';
import { deferredPart } from '../../app/rendering/deferred-part';
import type { HomeHead as HomeHeadPart } from './HomeHead';
import styles from './home.module.less';

// Its head is not start-up JavaScript: the server renders it, the browser hydrates it after the page.
const HomeHead = deferredPart<ComponentProps<typeof HomeHeadPart>>(() => import('./HomeHead'), 'HomeHead');


/** Shown when the home content could not be loaded. */
export const HOME_FAILED_TEXT = 'The shop could not be loaded. Please try again in a moment.';

/** The home content, before the page shows (and in the server's render); a failure is the page's own text, not an error. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return ({ request }) => loadContent(() => services.get(CATALOG_GATEWAY).home(request.signal));
}

/** `/`: hero banners, collections, featured products and new arrivals from the API. */
export function Component() {
  const loaded = useLoaderData() as Loaded<HomeContent>;
  const content = loaded.status === 'ready' ? loaded.data : null;
  const lead = content?.hero[0]?.image ?? null;
  useSearchLink();
  return (
    <div className={styles.home}>
      <HomeHead image={lead ? { url: lead.url, alt: lead.alt_text } : null} />
      <h1 className="visually-hidden">Maison — fashion designed in Beirut</h1>
      {content ? <HomeSections content={content} /> : <p className={styles.failed}>{HOME_FAILED_TEXT}</p>}
    </div>
  );
}

/** `/?search=linen` (the SearchAction's URL) opens the search drawer on those words. */
function useSearchLink(): void {
  const ui = useService(UiStore);
  const prefetchSearchDrawer = usePrefetchOverlay('search');
  const term = useSearchParams()[0].get('search')?.trim() ?? '';
  useEffect(() => {
    if (!term) return;
    // The drawer's code loads now, beside the overlays' host (which mounts once the page has hydrated).
    prefetchSearchDrawer();
    ui.openDrawer({ kind: 'search', term });
  }, [term, ui, prefetchSearchDrawer]);
}

function HomeSections({ content }: { content: HomeContent }) {
  return (
    <>
      <section aria-label="Highlights" className={styles.heroes}>
        {content.hero.map((hero, index) => (
          <Hero key={hero.title} promotion={hero} first={index === 0} />
        ))}
      </section>
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

function ProductsSection({ title, products }: { title: string; products: HomeContent['featured'] }) {
  if (products.length === 0) return null;
  return (
    <Section title={title}>
      <ProductGrid products={products} label={title} />
    </Section>
  );
}
