import { canAddToCart, isOutOfStock, MORE_COLORS_LABEL, NEW_LABEL, OUT_OF_STOCK_LABEL, productPath, ratingLabel, SEE_THIS_PRODUCT_LABEL, type Product } from '@/domain';
import { lazy, Suspense, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { hydratedApart } from '../../app/rendering/hydrated-apart';
import { BlurhashImage } from '../../components/blurhash-image';
import { Button } from '../../components/button';
import { useIdleTurn, useNearViewport } from '../../hooks';
import { CARD_IMAGE_SIZES, cardImages, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH, type CardImage } from '../media/product-media';
import { usePlaceholderDecode } from '../media/use-placeholder-decode';
import { useSmallScreen } from '../media/use-small-screen';
import { Price } from '../price';
import { WishlistHeart } from '../wishlist-heart';
import styles from './product-card.module.less';

// react-slick stays out of the initial bundle: the carousel is fetched on small screens only.
const loadCarousel = () => import('../../components/product-carousel/ProductCarousel');
const ProductCarousel = lazy(loadCarousel);

/** Props of ProductCard. */
export interface ProductCardProps {
  readonly product: Product;
  /** Shows the "See this product" button (spec §2). */
  readonly showSeeProduct?: boolean;
  /** Shows an "Add to cart" button that calls this (for products a card can add directly). */
  readonly onAddToCart?: (product: Product) => void;
  /** The first image is the page's LCP: eager, high priority, preloaded (the first card above the fold). */
  readonly priority?: boolean;
  /** Load the first image eagerly (the other cards of the first row). */
  readonly eager?: boolean;
  /** Heading level of the name, so the card fits the page's outline. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * A product card exactly per spec §2: labels, up to two images (the second on hover; a two-slide
 * carousel on small screens), the "Out of stock" banner, name, wishlist heart, price with badge and
 * struck price, "More colors", "New" and an optional "See this product" button. The name is the
 * card's one link to the product; it covers the card, and the controls sit above it.
 */
export function ProductCard({ product, showSeeProduct = false, onAddToCart, priority = false, eager = false, headingLevel = 3, className }: ProductCardProps) {
  // A listing filtered by colour shows the card in that colour, and opens the product in it.
  const path = productPath(product.unique_slug, product.shown_color);
  const images = cardImages(product);
  const small = useSmallScreen();
  const media = useRef<HTMLDivElement>(null);
  // A carousel (react-slick) costs start-up time per card: it mounts as the card nears the screen,
  // its code loaded, one card per idle moment.
  const wantsCarousel = small && images.length > 1;
  const carouselReady = useIdleTurn(useNearViewport(media, wantsCarousel) && wantsCarousel, loadCarousel);
  const navigate = useNavigate();
  const Heading = `h${headingLevel}` as const;
  const outOfStock = isOutOfStock(product);

  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} data-testid="product-card">
      <div ref={media} className={styles.media}>
        {/* The first photograph keeps its place whichever the screen, so hydration's is the one shown. */}
        {wantsCarousel && carouselReady ? (
          <Suspense fallback={<CardPicture image={images[0]!} priority={priority} eager={eager} />}>
            <ProductCarousel label={product.name} className={styles.carousel}>
              {images.map((image, index) => (
                // Slides link too (hidden from assistive tech: the name is the card's link), so a tap opens the product.
                <Link key={image.url} to={path} tabIndex={-1} aria-hidden="true" className={styles.slide} draggable={false}>
                  <CardPicture image={image} priority={priority && index === 0} eager={eager && index === 0} />
                </Link>
              ))}
            </ProductCarousel>
          </Suspense>
        ) : images[0] ? (
          <CardPicture image={images[0]} priority={priority} eager={eager} />
        ) : (
          <span className={styles.noImage} />
        )}
        {!wantsCarousel && images[1] ? <HoverPicture url={images[1].url} blurhash={images[1].blurhash} /> : null}

        <CardLabels product={product} />

        {outOfStock ? <p className={styles.soldOut}>{OUT_OF_STOCK_LABEL}</p> : null}

        <WishlistHeart product={product} overlay className={styles.heart} />
      </div>

      <div className={styles.body}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <Heading className={styles.name}>
          <Link to={path} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        <Price product={product} className={styles.price} />
        <CardRating product={product} />
        {product.has_more_colors ? (
          <Link to={path} className={styles.more}>
            {MORE_COLORS_LABEL}
          </Link>
        ) : null}
        {showSeeProduct || onAddToCart ? (
          <div className={styles.actions}>
            {showSeeProduct ? (
              <Button variant="outline" size="small" fullWidth onClick={() => void navigate(path)}>
                {SEE_THIS_PRODUCT_LABEL}
              </Button>
            ) : null}
            {onAddToCart ? (
              <Button size="small" fullWidth disabled={!canAddToCart(product)} onClick={() => onAddToCart(product)}>
                Add to cart
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The average rating and review count, when the product has reviews; said in full to screen readers. */
function CardRating({ product }: { product: Product }) {
  const rating = product.rating_summary;
  if (!rating) return null;
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">
        <span className={styles.star}>★</span> {rating.average.toFixed(1)} ({rating.count})
      </span>
      <span className="visually-hidden">{ratingLabel(rating.average, rating.count)}</span>
    </p>
  );
}

/** The "New" marker and the product's labels over the image, when it has any. */
function CardLabels({ product }: { product: Product }) {
  if (!product.isNew && product.labels.length === 0) return null;
  return (
    <ul className={styles.labels} role="list" aria-label="Labels">
      {product.isNew ? <li className={[styles.label, styles.new].join(' ')}>{NEW_LABEL}</li> : null}
      {product.labels.map((label) => (
        <li key={label.label} className={styles.label}>
          {label.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The second photograph, shown on hover (a wide screen's): hydrated apart, so that a phone, whose
 * card shows a carousel instead, drops it without hydrating it.
 */
const HoverPicture = hydratedApart(function HoverPicture({ url, blurhash }: { url: string; blurhash: string | null }) {
  return <CardPicture image={{ url, alt: '', blurhash }} className={styles.second} hidden />;
});

function CardPicture({
  image,
  priority = false,
  eager = false,
  className,
  hidden = false,
}: {
  image: CardImage;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  hidden?: boolean;
}) {
  const decode = usePlaceholderDecode();
  return (
    <BlurhashImage
      src={image.url}
      alt={hidden ? '' : image.alt}
      blurhash={image.blurhash}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      sizes={CARD_IMAGE_SIZES}
      decode={decode}
      priority={priority}
      eager={eager}
      className={[styles.picture, className].filter(Boolean).join(' ')}
    />
  );
}
