import { type FooterGroup, type NavigationEntry, type SocialLink, storeNoticeWithFreeDelivery } from '@/domain';
import type { StoreSettings } from '../models';
import { Store } from './store';

/** What the header and footer show, loaded once at start-up. */
export interface ShellState {
  readonly menu: readonly NavigationEntry[];
  readonly footer: readonly FooterGroup[];
  readonly socialLinks: readonly SocialLink[];
  readonly settings: StoreSettings | null;
  /** True once every start-up load has settled, failed or not. */
  readonly startupSettled: boolean;
  /** The loading logo (home only) hides 200 ms after start-up settles (spec §4). */
  readonly logoVisible: boolean;
  /** The store notice was dismissed in this session (spec §4). */
  readonly noticeDismissed: boolean;
}

/** Header, footer and settings state (spec §2, §4). */
export class ShellStore extends Store<ShellState> {
  /**
   * The store notice to show, or null when absent or dismissed: led by the store's free-delivery
   * promise when it sets a threshold, in the rule's own words, so the notice never says otherwise.
   */
  readonly storeNotice$ = this.select((state) =>
    state.noticeDismissed || state.settings === null ? null : storeNoticeWithFreeDelivery(state.settings.store_notice, state.settings.free_delivery_from ?? null),
  );

  constructor(noticeDismissed: boolean) {
    super({
      menu: [],
      footer: [],
      socialLinks: [],
      settings: null,
      startupSettled: false,
      logoVisible: true,
      noticeDismissed,
    });
  }

  setStartupData(data: Partial<Pick<ShellState, 'menu' | 'footer' | 'socialLinks' | 'settings'>>): void {
    this.update({ ...data, startupSettled: true });
  }

  hideLogo(): void {
    this.update({ logoVisible: false });
  }

  dismissNotice(): void {
    this.update({ noticeDismissed: true });
  }
}
