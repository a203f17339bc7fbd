import { AddToCart, CartStore, CataloguePages, type ProductDetail } from '@/application';
import {
  categoryPath,
  choiceStock,
  offeredPrice,
  productJsonLd,
  reviewsJsonLd,
  productPath,
  textSummary,
  chosenVariant,
  initialColor,
  initialSize,
  limitOf,
  orderLimitNotice,
  quantityOfProduct,
  sizeAfterColourChange,
  variantSnapshot,
} from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { type LoaderFunction, useLoaderData, useSearchParams } from 'react-router-dom';
import { NotifyMe } from '../../back-in-stock/NotifyMe';
import { RecentlyViewed } from '../../recently-viewed/RecentlyViewed';
import { pageValue } from '../../app/page-data';
import { afterNextPaint } from '../../app/yield-to-browser';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { useTimeout } from '../../hooks';
import { Breadcrumbs, Price, ProductGrid, WishlistHeart } from '../../catalogue';
import { Gallery } from '../../catalogue/gallery';
import { BuyBox } from './BuyBox';
import { ColourPicker } from './ColourPicker';
import { ProductDetails } from './ProductDetails';
import { imagesOfColor } from './product-choice';
import { SizePicker } from './SizePicker';
import { FitBar } from './fit/FitBar';
import { ProductReviews } from './fit/fit-parts';
import { PageHead } from '../../seo';
import styles from './product.module.less';

export { DELIVERY_AND_RETURNS_TITLE, ENVIRONMENTAL_CHARACTERISTICS_TITLE } from './ProductDetails';

/** How long the "Added to your cart" confirmation stays. */
const CONFIRMATION_MS = 4000;

/** The product's validity check: an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params, request }) => pageValue(await services.get(CataloguePages).product(params.slug ?? '', request.signal));
}

/** `/products/{slug}`: gallery, choice of colour and size, add to cart, details and related products. */
export function Component() {
  const product = useLoaderData() as ProductDetail;
  // A new product (a related one was opened) starts over with its own choices.
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const addToCart = useService(AddToCart);
  const cartItems = useObservableEagerState(useService(CartStore).items$);
  // A back-in-stock e-mail opens the page with its colour and size chosen (`?color=&size=`).
  const [query] = useSearchParams();
  const [color, setColor] = useState<string | null>(() => chosenColorOf(product, query.get('color')) ?? initialColor(product));
  const [size, setSize] = useState<string | null>(() => chosenSizeOf(product, query.get('size')) ?? initialSize(product));
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'added' | 'failed'; at: number } | null>(null);

  useTimeout(outcome, CONFIRMATION_MS, () => setOutcome(null));

  const variant = chosenVariant(product, color, size);
  const images = useMemo(() => imagesOfColor(product, color), [product, color]);
  // The same elements while their inputs are the same: choosing a size or adding to the cart
  // renders the buy box, not the gallery, the details and the reviews again.
  const gallery = useMemo(() => <Gallery key={color ?? 'all'} images={images} name={product.name} />, [color, images, product.name]);
  const details = useMemo(() => <ProductDetails product={product} />, [product]);
  // Neither does what sits above or below the choice: the head, the trail, the reviews, the related
  // pieces and the recently viewed.
  const above = useMemo(() => <ProductTop product={product} />, [product]);
  const below = useMemo(() => <ProductBottom product={product} />, [product]);
  // Every size of the product in the cart counts towards its per-order limit.
  const limit = orderLimitNotice(limitOf(product), quantityOfProduct(cartItems, product.id));

  const chooseColor = (slug: string): void => {
    setColor(slug);
    setSize(sizeAfterColourChange(product, size, slug));
  };

  const add = async (): Promise<void> => {
    if (!variant) return;
    setAdding(true);
    // The button shows it is adding in the tap's own paint; the cart and its drawer come after.
    await afterNextPaint();
    const result = await addToCart.execute(variantSnapshot(product, variant, images[0]?.url ?? null), 1);
    setAdding(false);
    if (!result.ok || result.value === 'added') setOutcome({ kind: result.ok ? 'added' : 'failed', at: Date.now() });
  };

  return (
    <div className={styles.page}>
      {above}
      <div className={styles.top}>
        <div className={styles.media}>
          {gallery}
        </div>

        <div className={styles.info}>
          <ProductHeading product={product} />
          <Price product={product} variant={variant} size="large" />
          <ProductLabels product={product} />
          {product.colors.length > 0 ? <ColourPicker product={product} color={color} onChoose={chooseColor} /> : null}
          {product.sizes.length > 0 ? <SizePicker product={product} color={color} size={size} onChoose={setSize} /> : null}
          {product.sizes.length > 0 ? <FitBar product={product} color={color} size={size} onChoose={setSize} /> : null}
          {variant !== null && variant.stock <= 0 && product.sizes.length > 0 ? (
            <NotifyMe key={variant.id} variantId={variant.id} stock={choiceStock(product, color, variant)} />
          ) : (
            <BuyBox
              stock={choiceStock(product, color, variant)}
              needsSize={product.sizes.length > 0 && variant === null}
              canAdd={!!variant && variant.stock > 0 && !adding && !limit?.reached}
              limit={limit}
              adding={adding}
              outcome={outcome?.kind ?? null}
              onAdd={() => void add()}
            />
          )}
          {details}
        </div>
      </div>

      {below}
    </div>
  );
}

/** The page's head and its breadcrumb trail. */
function ProductTop({ product }: { product: ProductDetail }) {
  const trail = [...product.breadcrumbs.map((crumb) => ({ label: crumb.name, to: categoryPath(crumb.unique_slug) })), { label: product.name }];
  return (
    <>
      <ProductHead product={product} />
      <Breadcrumbs items={trail} className={styles.crumbs} />
    </>
  );
}

/** Below the product: its reviews, related pieces and the shopper's recently viewed. */
function ProductBottom({ product }: { product: ProductDetail }) {
  return (
    <>
      <ProductReviews product={product} />
      <RelatedProducts product={product} />
      <RecentlyViewed current={product.id} className={styles.recent} />
    </>
  );
}

/** "You may also like": the product's related pieces, when it has any. */
function RelatedProducts({ product }: { product: ProductDetail }) {
  if (product.related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={`related-${product.id}`}>
      <h2 id={`related-${product.id}`} className={styles.relatedTitle}>
        You may also like
      </h2>
      <ProductGrid products={product.related} label="You may also like" />
    </section>
  );
}

/** The colour a link asks for, when the product has it. */
function chosenColorOf(product: ProductDetail, slug: string | null): string | null {
  return slug !== null && product.colors.some((colour) => colour.slug === slug) ? slug : null;
}

/** The size a link asks for, when the product has it. */
function chosenSizeOf(product: ProductDetail, size: string | null): string | null {
  return size !== null && product.sizes.includes(size) ? size : null;
}

/** Title, description, canonical, a product preview with its price, and Product and BreadcrumbList data. */
function ProductHead({ product }: { product: ProductDetail }) {
  const description = textSummary(product.description) || product.name;
  const image = product.images[0] ?? null;
  const path = productPath(product.unique_slug);
  // One SKU names the product only when it has one variant; otherwise each size and colour has its own.
  const sku = product.variants.length === 1 ? product.variants[0]!.sku : null;
  return (
    <PageHead
      title={product.name}
      description={description}
      canonicalPath={path}
      type="product"
      image={image ? { url: image.url, alt: image.alt_text } : null}
      price={offeredPrice(product)}
      breadcrumbs={[...product.breadcrumbs.map((crumb) => ({ name: crumb.name, path: categoryPath(crumb.unique_slug) })), { name: product.name, path }]}
      structuredData={(origin) => [{ ...productJsonLd(origin, { ...product, path, description, images: product.images.map((picture) => picture.url), sku }), ...reviewsJsonLd(product.rating, product.top_reviews) }]}
    />
  );
}

/** Brand, name and the wishlist heart. */
function ProductHeading({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.heading}>
      <div>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <h1 className={styles.name}>{product.name}</h1>
      </div>
      <WishlistHeart product={product} className={styles.heart} />
    </div>
  );
}

/** The "New" marker and the product's labels, when it has any. */
function ProductLabels({ product }: { product: ProductDetail }) {
  if (product.labels.length === 0 && !product.isNew) return null;
  return (
    <ul className={styles.labels} role="list" aria-label="Labels">
      {product.isNew ? <li>New</li> : null}
      {product.labels.map((label) => (
        <li key={label.label}>{label.label}</li>
      ))}
    </ul>
  );
}
