import { type ReactNode, useId } from 'react';
import { Button } from '../components/button';
import styles from './identity.module.less';

/** Props of ModeSwitch. */
export interface ModeSwitchProps {
  readonly title: string;
  readonly action: string;
  readonly onSwitch: () => void;
  /** A line under the title. */
  readonly children?: ReactNode;
}

/** The way from signing in to creating an account, and back: a titled section with one action. */
export function ModeSwitch({ title, action, onSwitch, children }: ModeSwitchProps) {
  const titleId = useId();
  return (
    <section className={styles.switch} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.switchTitle}>
        {title}
      </h3>
      {children}
      <Button variant="outline" color="black" size="large" fullWidth onClick={onSwitch}>
        {action}
      </Button>
    </section>
  );
}
