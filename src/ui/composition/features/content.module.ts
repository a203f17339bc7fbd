import {
  CartStore,
  CLOCK,
  CONTENT_GATEWAY,
  DismissStoreNotice,
  LoadStartupData,
  SESSION_FLAGS,
  SETTINGS_GATEWAY,
  ShellStore,
  STORE_NOTICE_DISMISSED_FLAG,
} from '@/application';
import { AxiosContentGateway } from '@/infrastructure/http/axios-content-gateway';
import { AxiosSettingsGateway } from '@/infrastructure/http/axios-settings-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/**
 * Content: menu, footer, settings and store notice (the shell). The content pages' reads, the
 * contact form and the store locator load with their pages (content-pages.module.ts,
 * contact.module.ts, store-locator.module.ts), the newsletter with its dialog (newsletter.module.ts).
 */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT_GATEWAY).toDynamicValue(httpGateway(AxiosContentGateway));
  bind(SETTINGS_GATEWAY).toDynamicValue(httpGateway(AxiosSettingsGateway));
  bind(ShellStore).toDynamicValue((c) => new ShellStore(c.get(SESSION_FLAGS).isSet(STORE_NOTICE_DISMISSED_FLAG)));
  bind(LoadStartupData).toDynamicValue((c) => new LoadStartupData(c.get(ShellStore), c.get(CONTENT_GATEWAY), c.get(SETTINGS_GATEWAY), c.get(CLOCK), c.get(CartStore)));
  bind(DismissStoreNotice).toDynamicValue((c) => new DismissStoreNotice(c.get(ShellStore), c.get(SESSION_FLAGS)));
});
