import { CONTENT_GATEWAY, LOGGER, SendContactMessage, UiStore } from '@/application';
import { ContainerModule } from 'inversify';

/** The contact form: loaded with the contact page. */
export const contactModule = new ContainerModule(({ bind }) => {
  bind(SendContactMessage).toDynamicValue((c) => new SendContactMessage(c.get(CONTENT_GATEWAY), c.get(UiStore), c.get(LOGGER)));
});
