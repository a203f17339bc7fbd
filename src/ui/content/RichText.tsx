import { isExternalHref } from '@/domain';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { cx } from '../shell/links';
import styles from './content.module.less';

/** Props of RichText. */
export interface RichTextProps {
  /** HTML already through `prepareRichHtml` (sanitised). */
  readonly html: string;
  readonly className?: string;
}

/**
 * Long-form HTML from the API in the store's reading typography. A click on a link to a page of
 * the store goes through the router (no reload); other sites, new tabs and downloads are the
 * browser's.
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute('href') ?? '';
    if (anchor.target || anchor.hasAttribute('download') || isExternalHref(href) || href.startsWith('#')) return;
    event.preventDefault();
    navigate(href);
  };
  // Links inside are real <a> elements: keyboard activation is a click too.
  return <div className={cx(styles.prose, className)} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
