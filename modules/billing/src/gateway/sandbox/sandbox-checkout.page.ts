import { SandboxCards } from './sandbox-provider';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type CheckoutView = {
  providerPaymentID: string;
  amount: string;
  kind: 'card' | 'afterpay';
  step: 'pay' | 'authenticate' | 'paid';
  error: string | null;
  returnPath: string;
};

/** The sandbox's hosted payment page: plain HTML and a form, no script (the CSP allows none inline). */
export function checkoutPage(view: CheckoutView): string {
  const action = `/api/sandbox/checkout/${encodeURIComponent(view.providerPaymentID)}`;
  const body =
    view.step === 'paid'
      ? `<p role="status">This payment is complete.</p><p><a href="${escape(view.returnPath)}">Back to Notebook</a></p>`
      : view.step === 'authenticate' || view.kind === 'afterpay'
        ? approvalForm(action, view)
        : cardForm(action, view);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2430;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:32px;width:min(420px,92vw)}
h1{font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#6b7280;margin:0 0 4px}
.amount{font-size:32px;font-weight:600;margin:0 0 24px}
label{display:block;font-size:14px;font-weight:500;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #cbd0d8;border-radius:8px}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;border:0;background:#2f6f5e;color:#fff;cursor:pointer;width:100%;margin-top:20px}
button.secondary{background:#e5e7eb;color:#1f2430;margin-top:8px}
[role=alert]{background:#fdecec;color:#9b1c1c;padding:10px 12px;border-radius:8px;margin:0 0 12px}
.hint{font-size:13px;color:#6b7280;margin-top:20px}
.row{display:flex;gap:12px}.row>div{flex:1}
a{color:#2f6f5e}
</style></head>
<body><main>
<h1>Sandbox checkout · test mode</h1>
<p class="amount">${escape(view.amount)}</p>
${view.error ? `<p role="alert">${escape(view.error)}</p>` : ''}
${body}
</main></body></html>`;
}

function cardForm(action: string, view: CheckoutView): string {
  return `<form method="post" action="${action}">
<input type="hidden" name="step" value="pay">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123"></div></div>
<button type="submit">Pay ${escape(view.amount)}</button>
</form>
<p class="hint">Test cards: ${SandboxCards.success} succeeds, ${SandboxCards.declined} is declined, ${SandboxCards.insufficientFunds} has insufficient funds, ${SandboxCards.authentication} asks for authentication.</p>
<p><a href="${escape(view.returnPath)}">Cancel and go back</a></p>`;
}

function approvalForm(action: string, view: CheckoutView): string {
  const [question, yes, no] =
    view.kind === 'afterpay'
      ? ['Pay in 4 instalments with Afterpay?', 'Approve with Afterpay', 'Decline']
      : ['Your bank asks you to confirm this payment.', 'Complete authentication', 'Fail authentication'];
  return `<p>${question}</p>
<form method="post" action="${action}"><input type="hidden" name="step" value="approve"><button type="submit">${yes}</button></form>
<form method="post" action="${action}"><input type="hidden" name="step" value="refuse"><button type="submit" class="secondary">${no}</button></form>
<p><a href="${escape(view.returnPath)}">Cancel and go back</a></p>`;
}
