import { describe, expect, it, vi } from 'vitest';
import { TransportError } from '@/application';
import { type HostedCheckout, HostedCheckoutPaymentGateway } from '@/infrastructure/payment/hosted-checkout-payment-gateway';
import { SessionPaymentStorage } from '@/infrastructure/storage/session-payment-storage';
import { fakeDocument } from './fake-document';

const session = { session_id: 'ses_1', merchant_state: 'ms_1', checkout_script_url: 'http://api.test/sandbox-gateway/checkout.js' };
const urls = { returnUrl: 'http://localhost:3000/checkout/payment', cancelUrl: 'http://localhost:3000/checkout/payment?cancelled=1' };

describe('HostedCheckoutPaymentGateway', () => {
  it('loads the script once, saves the keys, configures the session and shows the payment page', async () => {
    const { document, scripts, view } = fakeDocument<{ Checkout?: HostedCheckout }>();
    const order: string[] = [];
    view.Checkout = {
      configure: vi.fn(() => order.push('configure')),
      showPaymentPage: vi.fn(() => order.push('show')),
    };
    const gateway = new HostedCheckoutPaymentGateway(new SessionPaymentStorage(sessionStorage), document);
    const shown = gateway.showPaymentPage(session, urls);
    expect(scripts.map((script) => script.src)).toEqual([session.checkout_script_url]);
    scripts[0]!.load();
    await shown;
    expect(sessionStorage.getItem('HostedCheckout_sessionId')).toBe('ses_1');
    expect(sessionStorage.getItem('HostedCheckout_merchantState')).toBe('ms_1');
    expect(view.Checkout.configure).toHaveBeenCalledWith({ session: { id: 'ses_1' }, interaction: urls });
    expect(order).toEqual(['configure', 'show']);
    await gateway.showPaymentPage(session, urls);
    expect(scripts).toHaveLength(1);
  });

  it('a script that fails is a TransportError and is retried next time', async () => {
    const { document, scripts } = fakeDocument<{ Checkout?: HostedCheckout }>();
    const gateway = new HostedCheckoutPaymentGateway(new SessionPaymentStorage(sessionStorage), document);
    const shown = gateway.showPaymentPage(session, urls);
    scripts[0]!.fail();
    await expect(shown).rejects.toBeInstanceOf(TransportError);
    expect(sessionStorage.getItem('HostedCheckout_sessionId')).toBeNull();
    void gateway.showPaymentPage(session, urls).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('a script that defines no Checkout is a TransportError', async () => {
    const { document, scripts } = fakeDocument<{ Checkout?: HostedCheckout }>();
    const shown = new HostedCheckoutPaymentGateway(new SessionPaymentStorage(sessionStorage), document).showPaymentPage(session, urls);
    scripts[0]!.load();
    await expect(shown).rejects.toBeInstanceOf(TransportError);
  });
});
