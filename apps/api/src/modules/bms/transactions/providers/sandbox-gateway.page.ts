import fs from 'node:fs';
import { formatAmount } from '@mp/contract/money';
import type { SandboxSession } from './sandbox-gateway.queries';

/**
 * The taka sign in the panel's face (the panel's own subset of Noto Sans Bengali, one glyph):
 * a system font may lack it or draw it unlike the panel. Inline, as the page loads nothing else.
 */
const TAKA_FONT = fs
  .readFileSync(new URL('./noto-sans-bengali-taka-600.woff2', import.meta.url))
  .toString('base64');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
@font-face{font-family:'Noto Sans Bengali';font-weight:100 900;unicode-range:U+09F3;src:url(data:font/woff2;base64,${TAKA_FONT}) format('woff2')}
body{font-family:'Noto Sans Bengali',system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:32px;width:min(420px,90vw)}
h1{font-size:20px;margin:0 0 4px}p{color:#4b5563;margin:4px 0}.amount{font-size:32px;font-weight:700;color:#111827;margin:16px 0}
.actions{display:flex;gap:8px;margin-top:24px}form{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:15px;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#dc2626;color:#fff}.cancel{background:#e5e7eb;color:#111827}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px}
</style></head><body><main>${body}</main></body></html>`;
}

/** The hosted checkout page: the amount, and Pay / Fail / Cancel as the payer's choice. */
export function checkoutPage(session: SandboxSession, actionBase: string) {
  const button = (action: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${actionBase}/${action}`)}">` +
    `<input type="hidden" name="choice" value="${action}">` +
    `<button type="submit" class="${action}" data-action="${action}">${label}</button></form>`;
  return layout(
    'Sandbox payment',
    `<span class="badge">Sandbox: no real money moves</span>
<h1>Sandbox payment provider</h1>
<p>${escapeHtml(session.description)}</p>
<p class="amount" data-amount="${session.amount.toFixed(2)}">${session.currency === 'BDT' ? '৳' : `${escapeHtml(session.currency)} `}${formatAmount(session.amount)}</p>
<p>Transaction <code>${escapeHtml(session.tranId)}</code></p>
<div class="actions">${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</div>`,
  );
}

export function messagePage(title: string, message: string) {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
