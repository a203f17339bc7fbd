import type { HttpClient } from './http-client';
import type { SettingsGateway, StoreSettings } from '@/application';

/** Store-wide settings over the Storefront API (`GET /api/settings`). */
export class AxiosSettingsGateway implements SettingsGateway {
  constructor(private readonly http: HttpClient) {}

  async settings(): Promise<StoreSettings> {
    return (await this.http.get<StoreSettings>('/api/settings')).data;
  }
}
