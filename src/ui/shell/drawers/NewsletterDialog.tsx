// PLACEHOLDER until issue 5: the newsletter form (Email, Country, Gender, Subscribe, privacy
// notice) replaces the body; the title and width are the spec's.
import { SubscribeNewsletter } from '@/application';
import { NEWSLETTER_DIALOG_TITLE } from '@/domain';
import { Dialog } from '../../components/dialog';
import { useService } from '../../app/services';
import styles from './drawers.module.less';

/** The newsletter dialog (400 px) opened by the footer's e-mail field (spec §2, §4). */
export function NewsletterDialog({ open }: { readonly open: boolean }) {
  const newsletter = useService(SubscribeNewsletter);
  return (
    <Dialog open={open} onClose={() => newsletter.close()} title={NEWSLETTER_DIALOG_TITLE} width="newsletter">
      <p className={styles.placeholder}>The subscription form is on its way.</p>
    </Dialog>
  );
}
