import { SITE } from '@/application';
import { absoluteUrl, breadcrumbJsonLd, type BreadcrumbStep, centsToDecimal, type Cents, CURRENCY, formatMoney, type JsonLd, pageTitle, SITE_DESCRIPTION, SITE_NAME } from '@/domain';
import { useLocation } from 'react-router-dom';
import { useService } from '../app/services';
import { JsonLdScript } from './JsonLdScript';

/** An image that represents the page in link previews. */
export interface PreviewImage {
  readonly url: string;
  readonly alt?: string;
}

/** Props of PageHead. */
export interface PageHeadProps {
  /** The page's own title; '' is the home page ("Maison — Fashion store"). */
  readonly title: string;
  /** Meta description; the store's description when the page has none of its own. */
  readonly description?: string;
  /** Path of the canonical URL (a query only where it names the page); the current path by default. */
  readonly canonicalPath?: string;
  readonly image?: PreviewImage | null;
  readonly type?: 'website' | 'product' | 'article';
  /** A product's price, shown in its Open Graph and Twitter previews. */
  readonly price?: Cents | null;
  /** Kept out of search engines: private, transactional and error pages. */
  readonly noindex?: boolean;
  /** The page's trail, from the top: written as a schema.org BreadcrumbList. */
  readonly breadcrumbs?: readonly BreadcrumbStep[];
  /** More JSON-LD documents, built on the public origin. */
  readonly structuredData?: (origin: string) => readonly JsonLd[];
}

/**
 * The page's head: title, description, canonical URL, Open Graph and Twitter card, and JSON-LD.
 * React 19 hoists the title, meta and link elements into `<head>`, in a server render and in the
 * browser alike, and removes them when the page leaves; the JSON-LD stays where it is rendered.
 */
export function PageHead({ title, description, canonicalPath, image, type = 'website', price, noindex = false, breadcrumbs, structuredData }: PageHeadProps) {
  const { origin } = useService(SITE);
  const location = useLocation();
  const url = absoluteUrl(origin, canonicalPath ?? location.pathname);
  const fullTitle = pageTitle(title);
  const text = description || SITE_DESCRIPTION;
  const imageUrl = image ? absoluteUrl(origin, image.url) : null;
  const documents = [...(structuredData?.(origin) ?? []), ...(breadcrumbs && breadcrumbs.length > 0 ? [breadcrumbJsonLd(origin, breadcrumbs)] : [])];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && image?.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      {price != null ? <meta property="product:price:amount" content={centsToDecimal(price)} /> : null}
      {price != null ? <meta property="product:price:currency" content={CURRENCY} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {price != null ? <meta name="twitter:label1" content="Price" /> : null}
      {price != null ? <meta name="twitter:data1" content={formatMoney(price)} /> : null}
      {documents.map((data, index) => (
        <JsonLdScript key={`${data['@type']}-${index}`} data={data} />
      ))}
    </>
  );
}
