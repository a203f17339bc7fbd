import { isExternalHref } from '@/domain';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Props of SmartLink. */
export interface SmartLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly onClick?: () => void;
  readonly 'aria-label'?: string;
}

/** A router link for paths of the store, a plain link (new tab) for other sites. */
export function SmartLink({ href, children, className, onClick, ...rest }: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer" aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
