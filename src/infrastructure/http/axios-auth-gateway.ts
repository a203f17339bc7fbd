import type { HttpClient } from './http-client';
import type { AuthGateway, Registration, Session, User } from '@/application';

/** Identity calls over the Storefront API (docs/api.md, "Identity"). */
export class AxiosAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  async register(registration: Registration): Promise<Session> {
    const { first_name, last_name, email, password, accept_terms, claim_token } = registration;
    const body = { first_name, last_name, email, password, accept_terms, ...(claim_token === undefined ? {} : { claim_token }) };
    return (await this.http.post<Session>('/api/auth/register', body)).data;
  }

  async login(email: string, password: string): Promise<Session> {
    return (await this.http.post<Session>('/api/auth/login', { email, password })).data;
  }

  async logout(): Promise<void> {
    await this.http.post('/api/auth/logout');
  }

  async me(): Promise<User> {
    return (await this.http.get<User>('/api/auth/me')).data;
  }

  async guestToken(email: string): Promise<string> {
    return (await this.http.post<{ token: string }>('/api/auth/guest', { email })).data.token;
  }

  async forgotPassword(email: string, captchaResponse: string): Promise<string> {
    // `captchaResponse` is the one camelCase field of the API (spec §7).
    return (await this.http.post<{ token: string }>('/api/auth/forgot-password', { captchaResponse, email })).data.token;
  }

  async resetPassword(pin: string, password: string, resetToken: string): Promise<void> {
    await this.http.post('/api/auth/reset-password', { pin, password, token: resetToken });
  }
}
