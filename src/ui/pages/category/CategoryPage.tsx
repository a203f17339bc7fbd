import { CATALOG_GATEWAY, type CategoryPage as CategoryContent, type ListingQuery } from '@/application';
import { categoryPath } from '@/domain';
import { useCallback } from 'react';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { useDocumentMeta } from '../../app/use-document-meta';
import { ListingNav, ListingView } from '../../catalogue/listing';
import { orNotFound, revalidateOnPathChange } from '../../catalogue/route-data';

/** The category's validity check: an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return ({ params, request }) => orNotFound(() => services.get(CATALOG_GATEWAY).category(params.slug ?? '', request.signal));
}

/** `/categories/{slug}`: the category's products with filters, sort and "Load more". */
/** Filters, sort and page change only the query string: the header stays. */
export const shouldRevalidate = revalidateOnPathChange;

export function Component() {
  const content = useLoaderData() as CategoryContent;
  const gateway = useService(CATALOG_GATEWAY);
  const slug = content.unique_slug;
  useDocumentMeta(content.name, content.description);
  const load = useCallback((query: ListingQuery, signal: AbortSignal) => gateway.categoryProducts(slug, query, signal), [gateway, slug]);
  const trail = content.breadcrumbs.filter((crumb) => crumb.unique_slug !== slug);

  return (
    <ListingView
      key={slug}
      title={content.name}
      description={content.description}
      crumbs={[...trail.map((crumb) => ({ label: crumb.name, to: categoryPath(crumb.unique_slug) })), { label: content.name }]}
      scope={categoryPath(slug)}
      load={load}
      nav={<ListingNav label={`${content.name} categories`} links={content.children.map((child) => ({ label: child.name, to: categoryPath(child.unique_slug) }))} />}
    />
  );
}
