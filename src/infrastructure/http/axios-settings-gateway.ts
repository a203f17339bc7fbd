import type { AxiosInstance } from 'axios';
import type { SettingsGateway, StoreSettings } from '@/application';

/** Store-wide settings over the Storefront API (`GET /api/settings`). */
export class AxiosSettingsGateway implements SettingsGateway {
  constructor(private readonly http: AxiosInstance) {}

  async settings(): Promise<StoreSettings> {
    return (await this.http.get<StoreSettings>('/api/settings')).data;
  }
}
