import { SubscribeNewsletter } from '@/application';
import { NEWSLETTER_DIALOG_TITLE } from '@/domain';
import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/dialog';
import { useService } from '../../app/services';

// The form brings react-hook-form and class-validator: loaded with the dialog, never at start-up
// (the footer's field fetches it as soon as the shopper shows interest).
const NewsletterForm = lazy(() => import('../../newsletter/NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/**
 * The newsletter dialog (400 px) opened by the footer's e-mail field (spec §2, §4). It appears
 * with its form, never before: until then focus stays in the footer's field, which keeps what the
 * shopper types for the dialog's Email.
 */
export function NewsletterDialog({ open }: { readonly open: boolean }) {
  const newsletter = useService(SubscribeNewsletter);
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={() => newsletter.close()} title={NEWSLETTER_DIALOG_TITLE} width="newsletter">
        <NewsletterForm />
      </Dialog>
    </Suspense>
  );
}
