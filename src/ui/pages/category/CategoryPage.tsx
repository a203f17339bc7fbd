import { CataloguePages, type CategoryPage as CategoryContent, type ListingQuery } from '@/application';
import { type BreadcrumbStep, categoryPath } from '@/domain';
import { useCallback } from 'react';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { ListingNav, ListingView, seedListing, type ListingSeed } from '../../catalogue/listing';
import { pageValue } from '../../app/page-data';
import { revalidateOnPathChange } from '../../catalogue/route-data';
import { PageHead } from '../../seo';

/** What the category route loads: its header and the products the URL asks for. */
interface CategoryData {
  readonly content: CategoryContent;
  readonly listing: ListingSeed;
}

/** The category and its first products together; an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params, request }): Promise<CategoryData> => {
    const pages = services.get(CataloguePages);
    const slug = params.slug ?? '';
    const [content, listing] = await Promise.all([
      pages.category(slug, request.signal).then(pageValue),
      seedListing(services, request, categoryPath(slug), (query, signal) => pages.categoryProducts(slug, query, signal)),
    ]);
    return { content, listing };
  };
}

/** Filters, sort and page change only the query string: the header stays. */
export const shouldRevalidate = revalidateOnPathChange;

/** `/categories/{slug}`: the category's products with filters, sort and "Load more". */
export function Component() {
  const { content, listing } = useLoaderData() as CategoryData;
  const pages = useService(CataloguePages);
  const slug = content.unique_slug;
  const load = useCallback((query: ListingQuery, signal: AbortSignal) => pages.categoryProducts(slug, query, signal), [pages, slug]);
  const trail = content.breadcrumbs.filter((crumb) => crumb.unique_slug !== slug);
  const steps = [...trail, content].map((crumb) => ({ name: crumb.name, path: categoryPath(crumb.unique_slug) }));

  return (
    <>
      <CategoryHead content={content} listing={listing} steps={steps} />
      <ListingView
        key={slug}
        title={content.name}
        description={content.description}
        crumbs={[...trail.map((crumb) => ({ label: crumb.name, to: categoryPath(crumb.unique_slug) })), { label: content.name }]}
        scope={categoryPath(slug)}
        load={load}
        seed={listing}
        nav={<ListingNav label={`${content.name} categories`} links={content.children.map((child) => ({ label: child.name, to: categoryPath(child.unique_slug) }))} />}
      />
    </>
  );
}

/** Title, description, canonical (the path: filters and sort are the same page), preview image and breadcrumb data. */
function CategoryHead({ content, listing, steps }: { content: CategoryContent; listing: ListingSeed; steps: readonly BreadcrumbStep[] }) {
  const first = listing.pages[1]?.rows[0]?.featured_images[0] ?? null;
  return (
    <PageHead
      title={content.name}
      description={content.description}
      canonicalPath={categoryPath(content.unique_slug)}
      image={first ? { url: first.url, alt: first.alt_text } : null}
      breadcrumbs={steps}
    />
  );
}
