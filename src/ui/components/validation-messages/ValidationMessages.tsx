import { messageTone, type ValidationMessageItem, visibleMessages } from '@/domain';
import { Icon } from '../icon';
import styles from './validation-messages.module.less';

/** Props of ValidationMessages. */
export interface ValidationMessagesProps {
  readonly items: readonly ValidationMessageItem[];
  /** Id to reference from the field's aria-describedby. */
  readonly id?: string;
  readonly className?: string;
}

/** The messages whose condition holds: success in green, message neutral, error (no type) in red (spec §3, §5). */
export function ValidationMessages({ items, id, className }: ValidationMessagesProps) {
  const shown = visibleMessages(items);
  return (
    <ul id={id} role="list" className={[styles.list, className].filter(Boolean).join(' ')} aria-live="polite">
      {shown.map((item) => {
        const tone = messageTone(item);
        return (
          <li key={item.text} className={styles[tone]} data-tone={tone}>
            {tone === 'success' ? <Icon name="check" size="mini" /> : <span className={styles.bullet} aria-hidden="true" />}
            <span>{item.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
