import { LOGO_HIDE_DELAY_MS } from '@/domain';
import type { Clock, ContentGateway, SettingsGateway } from '../ports';
import type { CartStore, ShellState, ShellStore } from '../stores';
import { delay } from './abortable';

/**
 * Loads what the shell needs at start-up: menu, settings, footer and social links, in parallel,
 * and hands the cart the store's free-delivery threshold from the settings. Failures are ignored
 * silently (spec §8); the loading logo hides 200 ms after all have settled.
 */
export class LoadStartupData {
  constructor(
    private readonly shell: ShellStore,
    private readonly content: ContentGateway,
    private readonly settings: SettingsGateway,
    private readonly clock: Clock,
    private readonly cart: CartStore,
  ) {}

  async execute(): Promise<void> {
    const [menu, settings, footer, socialLinks] = await Promise.allSettled([
      this.content.menu(),
      this.settings.settings(),
      this.content.footer(),
      this.content.socialLinks(),
    ]);
    const data: Partial<ShellState> = {};
    if (menu.status === 'fulfilled') Object.assign(data, { menu: menu.value });
    if (settings.status === 'fulfilled') {
      Object.assign(data, { settings: settings.value });
      this.cart.setFreeDeliveryFrom(settings.value.free_delivery_from ?? null);
    }
    if (footer.status === 'fulfilled') Object.assign(data, { footer: footer.value });
    if (socialLinks.status === 'fulfilled') Object.assign(data, { socialLinks: socialLinks.value });
    this.shell.setStartupData(data);
    await delay(LOGO_HIDE_DELAY_MS, this.clock.scheduler);
    this.shell.hideLogo();
  }
}
