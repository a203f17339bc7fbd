import { CataloguePages, type ListingQuery, type TagPage as TagContent } from '@/application';
import { tagPath } from '@/domain';
import { useCallback } from 'react';
import { type LoaderFunction, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { ListingNav, ListingView, PARAM, seedListing, type ListingSeed } from '../../catalogue/listing';
import { pageValue } from '../../app/page-data';
import { revalidateOnPathChange } from '../../catalogue/route-data';
import { PageHead } from '../../seo';

/** What the tag route loads: its header and the products the URL asks for. */
interface TagData {
  readonly content: TagContent;
  readonly listing: ListingSeed;
}

/** The tag and its first products together; an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params, request }): Promise<TagData> => {
    const pages = services.get(CataloguePages);
    const slug = params.slug ?? '';
    const [content, listing] = await Promise.all([
      pages.tag(slug, request.signal).then(pageValue),
      seedListing(services, request, tagPath(slug), (query, signal) => pages.tagProducts(slug, query, signal)),
    ]);
    return { content, listing };
  };
}

/**
 * The tag's categories once each; names that repeat (Dresses of Women and of Kids) are told apart
 * by the first word of their slug, since the tag answer carries no parent names.
 */
function distinctCategories(categories: TagContent['categories']): { name: string; unique_slug: string }[] {
  const unique = categories.filter((candidate, index) => categories.findIndex((other) => other.unique_slug === candidate.unique_slug) === index);
  return unique.map((candidate) => {
    const twins = unique.filter((other) => other.name === candidate.name);
    const prefix = candidate.unique_slug.split('-')[0] ?? '';
    const distinct = twins.length > 1 && prefix && twins.every((twin) => twin === candidate || !twin.unique_slug.startsWith(`${prefix}-`));
    return { name: distinct ? `${candidate.name} (${prefix.charAt(0).toUpperCase()}${prefix.slice(1)})` : candidate.name, unique_slug: candidate.unique_slug };
  });
}

/** `/tags/{slug}`, narrowed to a category by `?category=` (spec §2). */
/** Filters, sort and page change only the query string: the header stays. */
export const shouldRevalidate = revalidateOnPathChange;

export function Component() {
  const { content, listing } = useLoaderData() as TagData;
  const pages = useService(CataloguePages);
  const [params] = useSearchParams();
  const slug = content.unique_slug;
  const category = params.get(PARAM.category);
  const narrowedTo = distinctCategories(content.categories).find((candidate) => candidate.unique_slug === category);
  const load = useCallback((query: ListingQuery, signal: AbortSignal) => pages.tagProducts(slug, query, signal), [pages, slug]);
  const categories = distinctCategories(content.categories);
  const firstImage = listing.pages[1]?.rows[0]?.featured_images[0] ?? null;

  return (
    <>
      <PageHead
        title={narrowedTo ? `${content.name} — ${narrowedTo.name}` : content.name}
        description={content.description}
        // Narrowed to a category, the tag is another page; filters and sort are the same page.
        canonicalPath={tagPath(slug, narrowedTo?.unique_slug)}
        image={firstImage ? { url: firstImage.url, alt: firstImage.alt_text } : null}
      />
      <ListingView
        key={slug}
        title={content.name}
        description={content.description}
        crumbs={narrowedTo ? [{ label: content.name, to: tagPath(slug) }, { label: narrowedTo.name }] : [{ label: content.name }]}
        scope={tagPath(slug)}
        load={load}
        seed={listing}
        nav={
          <ListingNav
            label={`${content.name} by category`}
            links={[
              { label: 'All', to: tagPath(slug), current: !category },
              ...categories.map((candidate) => ({ label: candidate.name, to: tagPath(slug, candidate.unique_slug), current: candidate.unique_slug === category })),
            ]}
          />
        }
      />
    </>
  );
}
