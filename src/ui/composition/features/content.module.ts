import {
  CartStore,
  CLOCK,
  CONTENT_GATEWAY,
  DismissStoreNotice,
  LoadStartupData,
  LOGGER,
  NEWSLETTER_GATEWAY,
  SESSION_FLAGS,
  SETTINGS_GATEWAY,
  ShellStore,
  STORE_NOTICE_DISMISSED_FLAG,
  SubscribeNewsletter,
  UiStore,
} from '@/application';
import { AxiosContentGateway } from '@/infrastructure/http/axios-content-gateway';
import { AxiosSettingsGateway } from '@/infrastructure/http/axios-settings-gateway';
import { AxiosNewsletterGateway } from '@/infrastructure/http/axios-newsletter-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/**
 * Content: menu, footer, settings and store notice (the shell), content pages, the newsletter.
 * The content pages' reads, the contact form and the store locator load with their pages
 * (content-pages.module.ts, contact.module.ts, store-locator.module.ts).
 */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT_GATEWAY).toDynamicValue(httpGateway(AxiosContentGateway));
  bind(SETTINGS_GATEWAY).toDynamicValue(httpGateway(AxiosSettingsGateway));
  bind(NEWSLETTER_GATEWAY).toDynamicValue(httpGateway(AxiosNewsletterGateway));
  bind(ShellStore).toDynamicValue((c) => new ShellStore(c.get(SESSION_FLAGS).isSet(STORE_NOTICE_DISMISSED_FLAG)));
  bind(LoadStartupData).toDynamicValue((c) => new LoadStartupData(c.get(ShellStore), c.get(CONTENT_GATEWAY), c.get(SETTINGS_GATEWAY), c.get(CLOCK), c.get(CartStore)));
  bind(DismissStoreNotice).toDynamicValue((c) => new DismissStoreNotice(c.get(ShellStore), c.get(SESSION_FLAGS)));
  bind(SubscribeNewsletter).toDynamicValue((c) => new SubscribeNewsletter(c.get(NEWSLETTER_GATEWAY), c.get(UiStore), c.get(CLOCK), c.get(LOGGER)));
});
