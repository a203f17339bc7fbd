import { ShellStore } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRenderedOnServer } from '../../app/rendering/render-origin';
import { useService } from '../../app/services';
import { BRAND_NAME } from './Logo';
import styles from './logo.module.less';

/**
 * The loading logo (spec §2, §4): shown over the page on the first visit of `/` only, until the
 * shell store hides it (200 ms after the start-up loads settle); it then fades out. A page the
 * server rendered came with its start-up data, so there the logo shows from the first paint and
 * CSS alone hides it 200 ms later, whether or not the page's script has run (DESIGN.md). It leaves
 * the page when its fade-out ends; one that ended before the page hydrated (a slow phone) is
 * removed as it hydrates, or its letters would go on breathing, unseen, for as long as the page is
 * open.
 */
export function LogoLoader() {
  const shell = useService(ShellStore);
  const serverRendered = useRenderedOnServer();
  const visible = useObservableEagerState(shell.state$).logoVisible;
  const { pathname } = useLocation();
  // Decided once, on the first render: the animation belongs to a start on the home page.
  const [startedAtHome] = useState(() => pathname === '/');
  const [gone, setGone] = useState(false);
  const loader = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The fade-out ends on `visibility: hidden`, which only its end gives.
    if (serverRendered && loader.current && getComputedStyle(loader.current).visibility === 'hidden') setGone(true);
  }, [serverRendered]);
  if (!startedAtHome || gone) return null;
  return (
    <div
      ref={loader}
      className={styles.loader}
      data-state={serverRendered ? 'timed' : visible ? 'visible' : 'leaving'}
      role="status"
      aria-label="Loading the store"
      aria-hidden={visible && !serverRendered ? undefined : true}
      data-testid="logo-loader"
      onAnimationEnd={(event) => {
        if ((serverRendered || !visible) && event.target === event.currentTarget) setGone(true);
      }}
    >
      <span className={styles.loaderMark} aria-hidden="true">
        {[...BRAND_NAME.toUpperCase()].map((letter, index) => (
          <span key={index} className={styles.letter} style={{ animationDelay: `${index * 0.09}s` }}>
            {letter}
          </span>
        ))}
      </span>
      <span className={styles.loaderLine} aria-hidden="true" />
    </div>
  );
}
