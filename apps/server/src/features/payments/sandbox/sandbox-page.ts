/** The sandbox payment page: plain HTML from the server, so a phone scanning the QR code needs nothing else. */
import type { Lang } from '../../../platform/http/messages.js';
import { wallet } from '@fox/contracts';
import { escapeHtml } from '../../../platform/http/escape-html.js';
import { paymentsText, type PaymentsMessageKey } from '../messages.js';

export interface SandboxPageView {
  orderNo: string;
  description: string;
  amountCents: number;
  state: 'open' | 'paid' | 'closed' | 'expired';
  /** The form's target; only for an open order. */
  payUrl: string | null;
  /** A line under the state after paying (the notification's fate). */
  note?: string;
}

const STATE_TEXT: Record<SandboxPageView['state'], PaymentsMessageKey> = {
  open: 'payments.sandboxOpen',
  paid: 'payments.sandboxPaid',
  closed: 'payments.sandboxClosed',
  expired: 'payments.sandboxExpired',
};

/** The page's language as HTML names it. */
export const htmlLang = (lang: Lang) => (lang === 'en' ? 'en-US' : 'zh-CN');

export function sandboxPage(view: SandboxPageView, lang: Lang): string {
  const text = (key: PaymentsMessageKey, params?: Record<string, string>) =>
    escapeHtml(paymentsText(key, lang, params));
  const yuan = wallet.formatYuanOfCents(view.amountCents);
  const state = text(STATE_TEXT[view.state]);
  const action = view.payUrl
    ? `<form method="post" action="${escapeHtml(view.payUrl)}"><button type="submit" data-testid="sandbox-pay">${text('payments.sandboxPay', { amount: yuan })}</button></form>`
    : `<p class="done" data-testid="sandbox-state">${state}</p>`;
  return `<!doctype html>
<html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text('payments.sandboxTitle')} · ${state}</title>
<style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;background:#f6f6f6;color:#222;display:flex;justify-content:center}
main{width:100%;max-width:420px;background:#fff;margin:24px 16px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.06);padding:28px 24px}
.brand{color:#ff7a1a;font-weight:600;font-size:14px;letter-spacing:1px}
h1{font-size:18px;margin:8px 0 20px}
.amount{font-size:40px;font-weight:700;margin:8px 0 4px}
.amount small{font-size:20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px;color:#666;margin:20px 0}
dd{margin:0;color:#222;word-break:break-all}
button{width:100%;height:48px;border:0;border-radius:24px;background:#ff7a1a;color:#fff;font-size:17px;cursor:pointer}
.done{text-align:center;font-size:18px;font-weight:600;color:${view.state === 'paid' ? '#2e9e5b' : '#999'}}
.note{font-size:13px;color:#999;text-align:center;margin-top:12px}
</style></head>
<body><main>
<div class="brand">${text('payments.sandboxBrand')}</div>
<h1>${escapeHtml(view.description)}</h1>
<div class="amount"><small>¥</small>${yuan}</div>
<dl><dt>${text('payments.sandboxOrderNo')}</dt><dd data-testid="sandbox-order">${escapeHtml(view.orderNo)}</dd><dt>${text('payments.sandboxState')}</dt><dd>${state}</dd></dl>
${action}
${view.note ? `<p class="note">${escapeHtml(view.note)}</p>` : ''}
</main></body></html>`;
}
