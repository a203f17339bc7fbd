import type { Promotion } from '@/application';
import { isExternalHref } from '@/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BlurhashImage } from '../../components/blurhash-image';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../catalogue/media/product-media';
import { usePlaceholderDecode } from '../../catalogue/media/use-placeholder-decode';
import styles from './home-banners.module.less';

/**
 * The hero banners, the first of which holds the page's LCP image: part of the page's own chunk, so
 * they hydrate with it (the sections below are a deferred part, HomeSections).
 */
export function HomeBanners({ heroes }: { heroes: readonly Promotion[] }) {
  return (
    <section aria-label="Highlights" className={styles.heroes}>
      {heroes.map((hero, index) => (
        <Hero key={hero.title} promotion={hero} first={index === 0} />
      ))}
    </section>
  );
}

/** A promotion's link: an external one is a plain link, an internal one the router's. */
export function PromotionLink({ promotion, className, children }: { promotion: Promotion; className?: string; children: ReactNode }) {
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

/** A promotion's image in the product images' proportions, with its placeholder. */
export function PromotionImage({ promotion, sizes, priority, className }: { promotion: Promotion; sizes: string; priority?: boolean; className?: string }) {
  const decode = usePlaceholderDecode();
  return (
    <BlurhashImage
      src={promotion.image.url}
      alt={promotion.image.alt_text}
      blurhash={promotion.image.blurhash}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      sizes={sizes}
      decode={decode}
      priority={priority}
      className={className}
    />
  );
}

function Hero({ promotion, first }: { promotion: Promotion; first: boolean }) {
  return (
    <PromotionLink promotion={promotion} className={[styles.hero, first ? styles.heroFirst : ''].filter(Boolean).join(' ')}>
      <PromotionImage promotion={promotion} sizes="(min-width: 769px) 33vw, 100vw" priority={first} className={styles.heroImage} />
      <span className={styles.heroText}>
        <span className={styles.heroTitle}>{promotion.title}</span>
        {promotion.subtitle ? <span className={styles.heroSubtitle}>{promotion.subtitle}</span> : null}
        {promotion.cta ? <span className={styles.heroCta}>{promotion.cta}</span> : null}
      </span>
    </PromotionLink>
  );
}

