/** Server-rendered pages of the sandbox payment window: plain forms, no script and no inline style (CSP). */
import type { PaymentStatus } from './payments.repository';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SANDBOX_STYLESHEET_PATH = '/pay/assets/pay.css';

export const SANDBOX_STYLESHEET = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1f2937; }
main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 0.75rem; padding: 2rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
h1 { font-size: 1.35rem; margin-block: 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; margin-block: 0 1.5rem; }
dt { color: #6b7280; }
dd { margin: 0; font-weight: 600; }
.note { color: #6b7280; font-size: 0.9rem; }
.actions { display: flex; gap: 0.75rem; }
button { flex: 1; font: inherit; padding: 0.7rem 1rem; border-radius: 0.5rem; border: 1px solid #d1d5db; cursor: pointer; }
button.pay { background: #0f766e; border-color: #0f766e; color: #fff; }
.ok { color: #047857; }
.bad { color: #b91c1c; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function formatAmount(amountMinor: number, currency: string): string {
  const major = (amountMinor / 100).toFixed(2);
  return currency === 'ILS' ? `₪${major}` : `${major} ${currency}`;
}

export function sandboxPaymentPage(input: {
  action: string;
  sig: string;
  amount: string;
  description: string;
  paymentId: number;
}): string {
  const hidden = `<input type="hidden" name="sig" value="${escapeHtml(input.sig)}">`;
  return layout(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<dl>
<dt>For</dt><dd>${escapeHtml(input.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(input.amount)}</dd>
<dt>Reference</dt><dd>${input.paymentId}</dd>
</dl>
<p class="note">Test mode: no money moves. Choose how this payment ends.</p>
<div class="actions">
<form method="post" action="${escapeHtml(input.action)}">${hidden}<input type="hidden" name="action" value="pay"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${escapeHtml(input.action)}">${hidden}<input type="hidden" name="action" value="decline"><button type="submit">Decline</button></form>
</div>`,
  );
}

/** What the result page can say: a payment's status (but processing), or why there is none to show. */
export type ResultKind = Exclude<PaymentStatus, 'processing'> | 'cancelled' | 'invalid';

const RESULTS: Record<ResultKind, { title: string; text: string; tone: 'ok' | 'bad' }> = {
  paid: { title: 'Payment completed', text: 'Your appointment is confirmed.', tone: 'ok' },
  failed: { title: 'Payment failed', text: 'Your appointment has been cancelled.', tone: 'bad' },
  expired: { title: 'Booking expired', text: 'The time held for you ran out. Please book again.', tone: 'bad' },
  refund_due: {
    title: 'Booking no longer held',
    text: 'The payment arrived after your booking had ended; it will be refunded.',
    tone: 'bad',
  },
  refund_pending: { title: 'Booking cancelled', text: 'The payment is being refunded.', tone: 'bad' },
  refunded: { title: 'Payment refunded', text: 'The booking was cancelled and the payment refunded.', tone: 'ok' },
  refund_failed: { title: 'Refund not completed', text: 'Please contact the clinic.', tone: 'bad' },
  cancelled: { title: 'Payment not completed', text: 'No payment was taken.', tone: 'bad' },
  invalid: { title: 'Link not valid', text: 'This payment link is not valid. Start the payment again.', tone: 'bad' },
  pending: { title: 'Payment in progress', text: 'The clinic will confirm your payment shortly.', tone: 'ok' },
};

export function resultPage(kind: ResultKind): string {
  const r = RESULTS[kind];
  return layout(
    r.title,
    `<h1 class="${r.tone}">${escapeHtml(r.title)}</h1>
<p>${escapeHtml(r.text)}</p>
<p class="note">You can close this window now.</p>`,
  );
}
