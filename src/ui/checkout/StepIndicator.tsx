import { CHECKOUT_STEPS } from '@/domain';
import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { STEP_DONE, STEPS_LABEL } from './checkout-texts';
import styles from './checkout.module.less';

const STEP_CLASSES = { done: styles.stepDone, current: styles.stepCurrent, todo: undefined } as const;

/** Props of StepIndicator. */
export interface StepIndicatorProps {
  /** The step shown; null after the order (every step done). */
  readonly current: (typeof CHECKOUT_STEPS)[number]['id'] | null;
}

/**
 * cart → shipping → payment: done steps show a check (and say "completed" to screen readers) and
 * link back while the checkout goes on; the current one is marked. After the order all are done.
 */
export function StepIndicator({ current }: StepIndicatorProps) {
  const currentIndex = current === null ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label={STEPS_LABEL} className={styles.steps}>
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li key={step.id} className={STEP_CLASSES[state]}>
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size="small" /> : index + 1}
              </span>
              {state === 'done' && current !== null ? (
                <Link to={step.path}>{step.label}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{step.label}</span>
              )}
              {state === 'done' ? <span className="visually-hidden">{` (${STEP_DONE})`}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
