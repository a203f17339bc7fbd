import { isBoldLink, navigationHref, type NavigationEntry } from '@/domain';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../components/icon';
import { useDelayedCallback, useDismissOnLeave } from '../../hooks';
import { cx, SmartLink } from '../links';
import styles from './main-navigation.module.less';

/** How long the pointer rests on an entry before its mega menu opens (hover intent). */
export const MEGA_MENU_OPEN_DELAY_MS = 120;

/** How long the mega menu stays after the pointer leaves it. */
export const MEGA_MENU_CLOSE_DELAY_MS = 200;

/** Whether an entry has a mega menu: columns of links or an image. */
export function hasMegaMenu(entry: NavigationEntry): boolean {
  return entry.megamenu_columns.some((column) => column.links.length > 0) || entry.image !== null;
}

/** Text of the mega menu's link to the entry's own page. */
export const shopAllLabel = (label: string): string => `Shop all ${label}`;

/**
 * The desktop main navigation (spec §2): custom, category and tag entries; an entry with columns
 * opens its mega menu on hover (after a short intent delay), on click, and with Enter, Space or
 * ArrowDown; Escape closes it and gives focus back to the entry; Tab moves through its links.
 */
export function MainNavigation({ entries, className }: { readonly entries: readonly NavigationEntry[]; readonly className?: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const hover = useDelayedCallback();
  const { pathname, search } = useLocation();
  const [shownAt, setShownAt] = useState(pathname + search);
  // A navigation closes the mega menu (adjusting state while rendering, not in an effect).
  if (shownAt !== pathname + search) {
    setShownAt(pathname + search);
    setOpenIndex(null);
  }
  if (entries.length === 0) return null;

  const close = (): void => {
    hover.cancel();
    setOpenIndex(null);
  };

  return (
    <nav className={className ? `${styles.nav} ${className}` : styles.nav} aria-label="Main">
      <ul role="list" className={styles.list} onPointerLeave={(event) => event.pointerType === 'mouse' && hover.schedule(close, MEGA_MENU_CLOSE_DELAY_MS)}>
        {entries.map((entry, index) => (
          <NavItem
            key={`${entry.label}-${index}`}
            entry={entry}
            open={openIndex === index}
            onOpen={() => {
              hover.cancel();
              setOpenIndex(index);
            }}
            onHoverOpen={() => {
              // Moving from one open entry to the next switches at once; a first open waits for intent.
              if (openIndex !== null) {
                hover.cancel();
                setOpenIndex(index);
              } else hover.schedule(() => setOpenIndex(index), MEGA_MENU_OPEN_DELAY_MS);
            }}
            onHoverEnd={() => hover.cancel()}
            onClose={close}
          />
        ))}
      </ul>
    </nav>
  );
}

interface NavItemProps {
  readonly entry: NavigationEntry;
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onHoverOpen: () => void;
  readonly onHoverEnd: () => void;
  readonly onClose: () => void;
}

function NavItem({ entry, open, onOpen, onHoverOpen, onHoverEnd, onClose }: NavItemProps) {
  const href = navigationHref(entry);
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const leaving = useDismissOnLeave<HTMLLIElement>(onClose, { active: open });

  if (!hasMegaMenu(entry)) {
    return (
      <li className={styles.item}>
        {href ? (
          <SmartLink href={href} className={styles.entry}>
            {entry.label}
          </SmartLink>
        ) : (
          <span className={styles.entry}>{entry.label}</span>
        )}
      </li>
    );
  }

  // Enter and Space reach the button as a click (native behaviour, also for screen readers).
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    flushSync(onOpen); // the panel is shown before its first link takes focus
    item.current?.querySelector<HTMLElement>('[data-mega-panel] a')?.focus();
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>): void => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      trigger.current?.focus();
    }
  };
  const onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') onHoverOpen();
  };

  return (
    <li ref={item} className={styles.item} onKeyDown={onItemKeyDown} onBlur={leaving.onBlur} onPointerEnter={onPointerEnter} onPointerLeave={onHoverEnd}>
      <button
        ref={trigger}
        type="button"
        className={cx(styles.entry, open && styles.entryOpen)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // A pointer click keeps a hover-opened menu open; keyboard and assistive clicks toggle.
          if (open && event.detail === 0) onClose();
          else onOpen();
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {entry.label}
        <Icon name="chevron-down" size="mini" className={styles.chevron} />
      </button>
      <MegaMenuPanel id={panelId} entry={entry} href={href} open={open} onClose={onClose} />
    </li>
  );
}

/** The mega menu of an entry: its own page, its columns of links and its image; any link closes it. */
function MegaMenuPanel({ id, entry, href, open, onClose }: { id: string; entry: NavigationEntry; href: string | null; open: boolean; onClose: () => void }) {
  return (
    <div id={id} className={styles.panel} hidden={!open} data-mega-panel="" data-testid="mega-menu">
      <div className={styles.panelInner}>
        <div className={styles.intro}>
          <p className={styles.introTitle}>{entry.label}</p>
          {href ? (
            <SmartLink href={href} className={styles.shopAll} onClick={onClose}>
              {shopAllLabel(entry.label)}
              <Icon name="arrow" size="small" />
            </SmartLink>
          ) : null}
        </div>
        <div className={styles.columns}>
          {entry.megamenu_columns.map((column, columnIndex) => (
            <MegaMenuColumn key={columnIndex} column={column} onClose={onClose} />
          ))}
        </div>
        {entry.image ? <MegaMenuImage image={entry.image} link={entry.image_link} onClose={onClose} /> : null}
      </div>
    </div>
  );
}

/** One column of a mega-menu panel: its heading (from the API) over its links. */
function MegaMenuColumn({ column, onClose }: { column: NavigationEntry['megamenu_columns'][number]; onClose: () => void }) {
  return (
    <div className={styles.columnGroup}>
      {column.heading ? <p className={styles.columnHeading}>{column.heading}</p> : null}
      <ul role="list" className={styles.column}>
        {column.links.map((link, linkIndex) => {
          const target = navigationHref(link);
          const bold = isBoldLink(column, linkIndex);
          return (
            <li key={`${link.label}-${linkIndex}`}>
              {target ? (
                <SmartLink href={target} className={cx(styles.link, bold && styles.bold)} onClick={onClose}>
                  {bold ? <strong>{link.label}</strong> : link.label}
                </SmartLink>
              ) : (
                <span className={cx(styles.link, bold && styles.bold)}>{bold ? <strong>{link.label}</strong> : link.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function MegaMenuImage({ image, link, onClose }: { image: { url: string; title: string }; link: string | null; onClose: () => void }) {
  const content = (
    <>
      <span className={styles.featureMedia}>
        <img src={image.url} alt="" loading="lazy" decoding="async" />
      </span>
      <span className={styles.featureTitle}>{image.title}</span>
      {link ? <span className={styles.featureCta}>Discover</span> : null}
    </>
  );
  return link ? (
    <SmartLink href={link} className={styles.feature} onClick={onClose}>
      {content}
    </SmartLink>
  ) : (
    <figure className={styles.feature}>{content}</figure>
  );
}
