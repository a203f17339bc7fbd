import type { HttpClient } from './http-client';
import type { Address } from '@/domain';
import type { AccountGateway, AddressInput, Order, Page, ProfileUpdate, User } from '@/application';

/** The account area over the Storefront API (docs/api.md, "Account"). */
export class AxiosAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  async profile(): Promise<User> {
    return (await this.http.get<User>('/api/account/profile')).data;
  }

  async updateProfile(update: ProfileUpdate): Promise<User> {
    const { first_name, last_name, phone, birth_date, gender, price_drop_digest } = update;
    return (await this.http.put<User>('/api/account/profile', { first_name, last_name, phone, birth_date, gender, price_drop_digest })).data;
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.http.put('/api/account/password', { current_password: currentPassword, new_password: newPassword });
  }

  async addresses(): Promise<readonly Address[]> {
    return (await this.http.get<Address[]>('/api/account/addresses')).data;
  }

  async createAddress(input: AddressInput): Promise<Address> {
    return (await this.http.post<Address>('/api/account/addresses', input)).data;
  }

  async updateAddress(id: number, input: AddressInput): Promise<Address> {
    return (await this.http.put<Address>(`/api/account/addresses/${id}`, input)).data;
  }

  async makeDefaultAddress(id: number): Promise<Address> {
    return (await this.http.put<Address>(`/api/account/addresses/${id}/default`)).data;
  }

  async deleteAddress(id: number): Promise<void> {
    await this.http.delete(`/api/account/addresses/${id}`);
  }

  async orders(page: number, perpage?: number): Promise<Page<Order>> {
    const query = perpage === undefined ? `page=${page}` : `page=${page}&perpage=${perpage}`;
    return (await this.http.get<Page<Order>>(`/api/account/orders?${query}`)).data;
  }

  async order(id: number): Promise<Order> {
    return (await this.http.get<Order>(`/api/account/orders/${id}`)).data;
  }
}
