import { SubscribeNewsletter } from '@/application';
import { NEWSLETTER_DIALOG_TITLE } from '@/domain';
import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/dialog';
import { Loader } from '../../components/loader';
import { useService } from '../../app/services';

// The form brings react-hook-form and class-validator: loaded with the dialog, never at start-up.
const NewsletterForm = lazy(() => import('../../newsletter/NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/** The newsletter dialog (400 px) opened by the footer's e-mail field (spec §2, §4). */
export function NewsletterDialog({ open }: { readonly open: boolean }) {
  const newsletter = useService(SubscribeNewsletter);
  return (
    <Dialog open={open} onClose={() => newsletter.close()} title={NEWSLETTER_DIALOG_TITLE} width="newsletter">
      <Suspense fallback={<Loader label="Loading the form" />}>
        <NewsletterForm open={open} />
      </Suspense>
    </Dialog>
  );
}
