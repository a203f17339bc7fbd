import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Loader } from '../loader';
import styles from './button.module.less';
import { type ButtonColor, type ButtonSize } from '../../theme';

/** Props of Button: `to` renders a router Link, `href` a plain link, neither a button. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  readonly children?: ReactNode;
  /** In-app target: renders a react-router Link. */
  readonly to?: string;
  /** Other target (external, mailto:): renders an <a>. */
  readonly href?: string;
  /** Link target and rel for `href`. */
  readonly target?: string;
  readonly rel?: string;
  readonly size?: ButtonSize;
  readonly color?: ButtonColor;
  /** Shows a loader and makes the button inert. */
  readonly loading?: boolean;
  /** Accessible text of the loader. */
  readonly loadingLabel?: string;
  readonly fullWidth?: boolean;
  /** A text-only button: no fill, underlined label. */
  readonly variant?: 'solid' | 'outline' | 'text';
  readonly ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/** The class names of a button's look. */
function buttonClasses({ size, color, variant, fullWidth, loading, className }: Required<Pick<ButtonProps, 'size' | 'color' | 'variant' | 'fullWidth' | 'loading'>> & { className: string | undefined }): string {
  return [styles.button, styles[size], styles[color], styles[variant], fullWidth ? styles.full : '', loading ? styles.loading : '', className].filter(Boolean).join(' ');
}

/** The storefront's button; disabled or loading makes it inert and loading shows a loader (spec §2). */
export function Button({
  children,
  to,
  href,
  target,
  rel,
  size = 'medium',
  color = 'black',
  loading = false,
  loadingLabel = 'Loading',
  fullWidth = false,
  variant = 'solid',
  disabled = false,
  className,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const classes = buttonClasses({ size, color, variant, fullWidth, loading, className });
  const content = (
    <>
      <span className={styles.label}>{children}</span>
      {loading ? <Loader className={styles.loader} size="small" label={loadingLabel} /> : null}
    </>
  );
  const guard = (event: MouseEvent<HTMLButtonElement & HTMLAnchorElement>): void => {
    if (inert) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };
  const shared = {
    className: classes,
    'aria-disabled': inert || undefined,
    'aria-busy': loading || undefined,
    'data-color': color,
    onClick: guard,
    id: rest.id,
    title: rest.title,
    'aria-label': rest['aria-label'],
    'aria-describedby': rest['aria-describedby'],
  };

  if (to !== undefined || href !== undefined) {
    // An inert link has no href (so it is neither followed nor focusable).
    if (inert) {
      return (
        <a {...shared} ref={ref} role="link">
          {content}
        </a>
      );
    }
    if (to !== undefined) {
      return (
        <Link {...shared} ref={ref} to={to} target={target} rel={rel}>
          {content}
        </Link>
      );
    }
    return (
      <a {...shared} ref={ref} href={href} target={target} rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}>
        {content}
      </a>
    );
  }

  return (
    // A loading button stays focusable (focus is not lost mid-submit); a disabled one does not.
    <button {...rest} {...shared} ref={ref} type={type} disabled={disabled}>
      {content}
    </button>
  );
}
