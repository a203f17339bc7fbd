import { useEffect } from 'react';

/** Brand name appended to every page title. */
export const SITE_NAME = 'Maison';

/** Sets the document title and meta description for the page shown. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — Fashion store`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
