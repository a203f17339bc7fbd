import { type PaymentGateway, type PaymentSession, type PaymentSessionStorage, TransportError } from '@/application';

/** The `Checkout` global that a hosted-checkout script defines (docs/api.md, sandbox gateway). */
export interface HostedCheckout {
  configure(configuration: { session: { id: string }; interaction: { returnUrl: string; cancelUrl: string } }): void;
  showPaymentPage(): void;
}

type CheckoutWindow = Window & { Checkout?: HostedCheckout };

/** Message when the checkout script loads but defines no `Checkout`. */
export const CHECKOUT_MISSING = 'The payment page could not be opened.';

/** Card payments through a hosted checkout page: loads the gateway's script, keeps the session keys, shows the page. */
export class HostedCheckoutPaymentGateway implements PaymentGateway {
  private readonly scripts = new Map<string, Promise<void>>();

  constructor(
    private readonly storage: PaymentSessionStorage,
    private readonly document: Document = window.document,
  ) {}

  async showPaymentPage(session: PaymentSession, urls: { readonly returnUrl: string; readonly cancelUrl: string }): Promise<void> {
    await this.loadScript(session.checkout_script_url);
    const checkout = (this.document.defaultView as CheckoutWindow | null)?.Checkout;
    if (!checkout) throw new TransportError(CHECKOUT_MISSING);
    // Saved before leaving the page: the return URL is checked against them (spec §4).
    this.storage.save({ sessionId: session.session_id, merchantState: session.merchant_state });
    checkout.configure({ session: { id: session.session_id }, interaction: { returnUrl: urls.returnUrl, cancelUrl: urls.cancelUrl } });
    checkout.showPaymentPage();
  }

  private loadScript(url: string): Promise<void> {
    const known = this.scripts.get(url);
    if (known) return known;
    const loading = new Promise<void>((resolve, reject) => {
      const script = this.document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        // Forgotten so that paying again retries the download.
        this.scripts.delete(url);
        script.remove();
        reject(new TransportError(`Could not load the checkout script ${url}`));
      });
      this.document.head.appendChild(script);
    });
    this.scripts.set(url, loading);
    return loading;
  }
}
