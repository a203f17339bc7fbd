import { AddToCart, CATALOG_GATEWAY, CONTENT_GATEWAY, type ContentPage, type FixedSectionSlug, type ProductDetail } from '@/application';
import { categoryPath, OUT_OF_STOCK_LABEL, SOLD_OUT_LABEL } from '@/domain';
import DOMPurify from 'dompurify';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { useDocumentMeta } from '../../app/use-document-meta';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { Breadcrumbs, Price, ProductGrid, WishlistHeart } from '../../catalogue';
import { Gallery } from '../../catalogue/gallery';
import { orNotFound } from '../../catalogue/route-data';
import {
  ADD_FAILED_MESSAGE,
  ADD_TO_CART_LABEL,
  ADDED_TO_CART_MESSAGE,
  CHOOSE_SIZE_HINT,
  chosenVariant,
  imagesOfColor,
  initialColor,
  stockMessage,
  variantsOfColor,
  variantSnapshot,
} from './product-choice';
import styles from './product.module.less';

/** Titles of the fixed sections (spec §3 store settings). */
export const DELIVERY_AND_RETURNS_TITLE = 'Delivery and returns';
export const ENVIRONMENTAL_CHARACTERISTICS_TITLE = 'Environmental characteristics';

/** How long the "Added to your cart" confirmation stays. */
const CONFIRMATION_MS = 4000;

/** The product's validity check: an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return ({ params, request }) => orNotFound(() => services.get(CATALOG_GATEWAY).product(params.slug ?? '', request.signal));
}

/** HTML from the API, sanitised again on our side before it is rendered. */
function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

/** A plain-text summary of HTML for the meta description. */
function summary(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

/** `/products/{slug}`: gallery, choice of colour and size, add to cart, details and related products. */
export function Component() {
  const product = useLoaderData() as ProductDetail;
  // A new product (a related one was opened) starts over with its own choices.
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const addToCart = useService(AddToCart);
  const [color, setColor] = useState<string | null>(() => initialColor(product));
  const [size, setSize] = useState<string | null>(() => (product.sizes.length === 1 ? product.sizes[0]! : null));
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'added' | 'failed'; at: number } | null>(null);
  const hintId = useId();
  useDocumentMeta(product.name, summary(product.description) || product.name);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(() => setOutcome(null), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const variants = variantsOfColor(product, color);
  const variant = chosenVariant(product, color, size);
  const images = imagesOfColor(product, color);
  const message = stockMessage(product, color, variant);
  const needsSize = product.sizes.length > 0 && variant === null;
  const soldOut = message === OUT_OF_STOCK_LABEL;
  const canAdd = !!variant && variant.stock > 0 && !adding;
  const colourName = product.colors.find((candidate) => candidate.slug === color)?.name;
  const stockOfSize = (value: string): number => variants.find((candidate) => candidate.size === value)?.stock ?? 0;

  const chooseColor = (slug: string): void => {
    setColor(slug);
    // A size sold out in the new colour is no longer a valid choice.
    if (size !== null && (variantsOfColor(product, slug).find((candidate) => candidate.size === size)?.stock ?? 0) <= 0) setSize(null);
  };

  const add = async (): Promise<void> => {
    if (!variant) return;
    setAdding(true);
    const result = await addToCart.execute(variantSnapshot(product, variant, images[0]?.url ?? null), 1);
    setAdding(false);
    if (!result.ok || result.value === 'added') setOutcome({ kind: result.ok ? 'added' : 'failed', at: Date.now() });
  };

  const trail = [...product.breadcrumbs.map((crumb) => ({ label: crumb.name, to: categoryPath(crumb.unique_slug) })), { label: product.name }];

  return (
    <div className={styles.page}>
      <Breadcrumbs items={trail} className={styles.crumbs} />
      <div className={styles.top}>
        <div className={styles.media}>
          <Gallery key={color ?? 'all'} images={images} name={product.name} />
        </div>

        <div className={styles.info}>
          <div className={styles.heading}>
            <div>
              {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
              <h1 className={styles.name}>{product.name}</h1>
            </div>
            <WishlistHeart product={product} className={styles.heart} />
          </div>
          <Price product={product} variant={variant} size="large" />
          {product.labels.length > 0 || product.isNew ? (
            <ul className={styles.labels} role="list" aria-label="Labels">
              {product.isNew ? <li>New</li> : null}
              {product.labels.map((label) => (
                <li key={label.label}>{label.label}</li>
              ))}
            </ul>
          ) : null}

          {product.colors.length > 0 ? (
            <fieldset className={styles.choice}>
              <legend className={styles.legend}>
                Colour{colourName ? <span className={styles.legendValue}>: {colourName}</span> : null}
              </legend>
              <div className={styles.swatches}>
                {product.colors.map((option) => (
                  <label key={option.slug} className={styles.swatchOption} title={option.name}>
                    <input
                      type="radio"
                      name={`colour-${product.id}`}
                      value={option.slug}
                      className="visually-hidden"
                      checked={color === option.slug}
                      onChange={() => chooseColor(option.slug)}
                    />
                    <span className={styles.swatch} style={{ backgroundColor: option.hex }} aria-hidden="true" />
                    <span className="visually-hidden">{option.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {product.sizes.length > 0 ? (
            <fieldset className={styles.choice}>
              <legend className={styles.legend}>
                Size{size ? <span className={styles.legendValue}>: {size}</span> : null}
              </legend>
              <div className={styles.sizes}>
                {product.sizes.map((value) => {
                  const out = stockOfSize(value) <= 0;
                  return (
                    <label key={value} className={[styles.sizeOption, out ? styles.sizeOut : ''].filter(Boolean).join(' ')}>
                      <input
                        type="radio"
                        name={`size-${product.id}`}
                        value={value}
                        className="visually-hidden"
                        checked={size === value}
                        disabled={out}
                        aria-disabled={out || undefined}
                        aria-label={out ? `${value}, ${SOLD_OUT_LABEL}` : undefined}
                        onChange={() => setSize(value)}
                      />
                      <span aria-hidden={out || undefined}>{value}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : null}

          <p className={[styles.stock, soldOut ? styles.stockOut : message?.startsWith('Only') ? styles.stockLow : ''].filter(Boolean).join(' ')} role="status">
            {message ?? '\u00a0'}
          </p>

          <div className={styles.actions}>
            <Button size="large" fullWidth disabled={!canAdd && !adding} loading={adding} loadingLabel="Adding to cart" onClick={() => void add()} aria-describedby={needsSize ? hintId : undefined}>
              {ADD_TO_CART_LABEL}
            </Button>
            {needsSize && !soldOut ? (
              <p id={hintId} className={styles.hint}>
                {CHOOSE_SIZE_HINT}
              </p>
            ) : null}
            <p className={styles.outcome} role="status" aria-live="polite">
              {outcome?.kind === 'added' ? (
                <span className={styles.added}>
                  <Icon name="check" size="small" /> {ADDED_TO_CART_MESSAGE}
                </span>
              ) : outcome?.kind === 'failed' ? (
                <span className={styles.failed}>{ADD_FAILED_MESSAGE}</span>
              ) : null}
            </p>
          </div>

          <div className={styles.details}>
            <Disclosure title="Description" open>
              <SafeHtml html={product.description} className={styles.prose} />
            </Disclosure>
            <Disclosure title="Composition and care">
              <dl className={styles.facts}>
                <dt>Composition</dt>
                <dd>{product.composition}</dd>
                <dt>Care</dt>
                <dd>{product.care}</dd>
              </dl>
            </Disclosure>
            <FixedSection slug="delivery-and-returns" title={DELIVERY_AND_RETURNS_TITLE} />
            <FixedSection slug="environmental-characteristics" title={ENVIRONMENTAL_CHARACTERISTICS_TITLE} />
          </div>
        </div>
      </div>

      {product.related.length > 0 ? (
        <section className={styles.related} aria-labelledby={`related-${product.id}`}>
          <h2 id={`related-${product.id}`} className={styles.relatedTitle}>
            You may also like
          </h2>
          <ProductGrid products={product.related} label="You may also like" />
        </section>
      ) : null}
    </div>
  );
}

function Disclosure({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={styles.disclosure} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.disclosureBody}>{children}</div>
    </details>
  );
}

/** A fixed section (spec §7 `GET /api/fixed-sections/{slug}`), fetched when the page opens. */
function FixedSection({ slug, title }: { slug: FixedSectionSlug; title: string }) {
  const content = useService(CONTENT_GATEWAY);
  const [section, setSection] = useState<ContentPage | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    content.fixedSection(slug).then(
      (page) => live && setSection(page),
      () => live && setSection('failed'),
    );
    return () => {
      live = false;
    };
  }, [content, slug]);
  if (section === 'failed') return null;
  return (
    <Disclosure title={title}>
      {section ? <SafeHtml html={section.content} className={styles.prose} /> : <p className={styles.loadingText}>Loading…</p>}
    </Disclosure>
  );
}
