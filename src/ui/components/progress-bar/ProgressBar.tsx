import { useState } from 'react';
import { useTimeout } from '../../hooks/use-timeout';
import styles from './progress-bar.module.less';

/** Props of ProgressBar. */
export interface ProgressBarProps {
  /** True while a navigation is pending. */
  readonly active: boolean;
  /** Accessible name. */
  readonly label?: string;
}

/** How long the completed bar stays to fade out. */
export const PROGRESS_FINISH_MS = 400;

/** A hairline route-progress bar at the top of the window: creeps while active, completes and fades. */
export function ProgressBar({ active, label = 'Loading page' }: ProgressBarProps) {
  const [phase, setPhase] = useState<'idle' | 'running' | 'finishing'>(active ? 'running' : 'idle');
  if (active && phase !== 'running') setPhase('running');
  if (!active && phase === 'running') setPhase('finishing');

  useTimeout(phase === 'finishing', PROGRESS_FINISH_MS, () => setPhase('idle'));

  if (phase === 'idle') return null;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      aria-valuemin={0}
      aria-valuemax={100}
      data-phase={phase}
    >
      <div className={styles.bar} />
    </div>
  );
}
