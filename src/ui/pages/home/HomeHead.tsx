import { organizationJsonLd, webSiteJsonLd } from '@/domain';
import { PageHead, type PreviewImage } from '../../seo/PageHead';

/** Meta description of the home page. */
export const HOME_DESCRIPTION = 'Maison: easy tailoring, fluid dresses and knitwear in natural fibres, designed in Beirut. New arrivals every week.';

/**
 * Where the WebSite's SearchAction sends a search: the home page with the words in `?search=`
 * (there is no search page; search is a drawer, which this URL is meant to open).
 */
export const SEARCH_URL_TEMPLATE = '/?search={search_term_string}';

/**
 * The home page's head: its description, the lead banner as the preview image, and the store's
 * Organization and WebSite (with its SearchAction) as JSON-LD. A module of its own, loaded after
 * start-up with the builders of that JSON-LD (HomePage defers it).
 */
export function HomeHead({ image }: { readonly image: PreviewImage | null }) {
  return (
    <PageHead
      title=""
      description={HOME_DESCRIPTION}
      canonicalPath="/"
      image={image}
      structuredData={(origin) => [organizationJsonLd(origin, '/favicon.svg'), webSiteJsonLd(origin, SEARCH_URL_TEMPLATE)]}
    />
  );
}
