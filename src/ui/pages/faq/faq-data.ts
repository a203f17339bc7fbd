import { CONTENT_GATEWAY, type Faq } from '@/application';
import type { ServiceLocator } from '../../app/services';
import { loadContent, type Loaded } from '../../content/load-content';

/** The whole FAQ (`POST /api/faqs`, spec §7): the pages group and pick from it. */
export function loadFaqs(services: ServiceLocator): Promise<Loaded<readonly Faq[]>> {
  return loadContent(() => services.get(CONTENT_GATEWAY).faqs());
}
