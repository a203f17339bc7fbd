import { type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders children at the end of document.body, above the page. */
export function Portal({ children }: { readonly children: ReactNode }) {
  return createPortal(children, document.body);
}
