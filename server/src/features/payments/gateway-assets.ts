// The sandbox gateway's browser side: the hosted-checkout script and the card page. No inline
// scripts anywhere (the Content-Security-Policy forbids them); the page is a plain form POST.
import { formatMoney } from '../../../../src/domain/money.js';

/** `window.Checkout` with the interface of a hosted-checkout script (docs/api.md). */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var options = null;
  window.Checkout = {
    configure: function (configuration) {
      options = configuration || {};
    },
    showPaymentPage: function () {
      if (!options || !options.session || !options.session.id) {
        throw new Error('Call Checkout.configure({ session: { id } }) before showPaymentPage().');
      }
      var interaction = options.interaction || {};
      var query = new URLSearchParams();
      if (interaction.returnUrl) query.set('return_url', String(interaction.returnUrl));
      if (interaction.cancelUrl) query.set('cancel_url', String(interaction.cancelUrl));
      window.location.assign(origin + '/sandbox-gateway/pay/' + encodeURIComponent(options.session.id) + '?' + query.toString());
    }
  };
})();
`;

export const GATEWAY_CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 .25rem}.badge{display:inline-block;font-size:.75rem;padding:.1rem .5rem;border-radius:999px;background:#fef3c7;color:#92400e}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}label{display:block;font-size:.875rem;margin:.75rem 0 .25rem;color:#52525b}
input{width:100%;padding:.65rem .75rem;border:1px solid #d4d4d8;border-radius:8px;font:inherit}input:focus{outline:2px solid #18181b;outline-offset:1px}
.row{display:flex;gap:.75rem}.row>div{flex:1}.error{background:#fee2e2;color:#991b1b;padding:.6rem .75rem;border-radius:8px;margin:.75rem 0}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;padding:.75rem;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#18181b;color:#fff}.cancel{background:#e4e4e7;color:#18181b}.hint{font-size:.8rem;color:#71717a;margin-top:1.25rem}a{color:inherit}
`;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');


function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox-gateway/gateway.css"></head><body><main>${body}</main></body></html>`;
}

export interface PaymentPageModel {
  sessionId: string;
  orderNumber: string;
  total: number;
  returnUrl: string;
  cancelUrl: string;
  error?: string;
}

/** The card form; it posts back to the same address. */
export function paymentPage(model: PaymentPageModel): string {
  const action = `/sandbox-gateway/pay/${encodeURIComponent(model.sessionId)}`;
  return page(
    'Sandbox payment',
    `<h1>Pay order ${escapeHtml(model.orderNumber)}</h1><span class="badge">Sandbox: no real money</span>
<div class="amount">${formatMoney(model.total)}</div>
${model.error ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="return_url" value="${escapeHtml(model.returnUrl)}">
<input type="hidden" name="cancel_url" value="${escapeHtml(model.cancelUrl)}">
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div></div>
<div class="actions"><button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
<button class="pay" type="submit" name="action" value="pay">Pay ${formatMoney(model.total)}</button></div>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines. Any future expiry, any CVC.</p>`,
  );
}

/** Shown when the session is unknown or already completed. */
export function closedPage(message: string, backUrl: string): string {
  return page('Payment session closed', `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(backUrl)}">Back to the store</a></p>`);
}
