import { CONTENT_GATEWAY, type ContentPage, type FixedSectionSlug, type ProductDetail } from '@/application';
import { type ReactNode, useEffect, useState } from 'react';
import { useService } from '../../app/services';
import { sanitizeRichHtml } from '../../content/rich-html';
import styles from './product.module.less';

/** Titles of the fixed sections (spec §3 store settings). */
export const DELIVERY_AND_RETURNS_TITLE = 'Delivery and returns';
export const ENVIRONMENTAL_CHARACTERISTICS_TITLE = 'Environmental characteristics';

/** HTML from the API, sanitised again on our side before it is rendered. */
function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }} />;
}

/** The product's description, composition and care, then the store's fixed sections, each one disclosure. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  return (
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
