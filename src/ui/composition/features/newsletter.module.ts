import { CLOCK, LOGGER, NEWSLETTER_GATEWAY, SubscribeNewsletter, UiStore } from '@/application';
import { AxiosNewsletterGateway } from '@/infrastructure/http/axios-newsletter-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** The newsletter dialog's subscription: loaded with the dialog, or as the shopper shows interest in the footer's field. */
export const newsletterModule = new ContainerModule(({ bind }) => {
  bind(NEWSLETTER_GATEWAY).toDynamicValue(httpGateway(AxiosNewsletterGateway));
  bind(SubscribeNewsletter).toDynamicValue((c) => new SubscribeNewsletter(c.get(NEWSLETTER_GATEWAY), c.get(UiStore), c.get(CLOCK), c.get(LOGGER)));
});
