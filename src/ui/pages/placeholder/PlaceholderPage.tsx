import { useMatches } from 'react-router-dom';
import { useDocumentMeta } from '../../app/use-document-meta';

/** Route metadata every page route declares. */
export interface RouteHandle {
  readonly title: string;
}

/** Stands in for a page whose issue is still open: it shows the route's title. */
export function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle?.title ?? '';
  useDocumentMeta(title);
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '3rem 1.5rem' }}>
      <h1 style={{ fontWeight: 400 }}>{title}</h1>
    </section>
  );
}
