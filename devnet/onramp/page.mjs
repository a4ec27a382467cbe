// @ts-check
import { escapeHtml } from '../mail/page.mjs'
import { TEST_CARD_NUMBER } from './providers.mjs'

// The page runs no script: a form posts the payment, and everything shown is escaped.
export const PAGE_HEADERS = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
})

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:480px;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.35rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem}dt{color:#5a5a66}dd{margin:0;word-break:break-all}
label{display:block;margin:.6rem 0 .2rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.55rem 1rem;border-radius:8px;border:0;background:#3352d8;color:#fff}
.note{color:#5a5a66;font-size:.85rem}.error{color:#b3261e}`

/**
 * @typedef {{ provider: { id: string, name: string, feePercent: number }, wallet: string, networkName: string,
 *   fields: Record<string, string>, amount: string, paymentCurrency: string, symbol: string,
 *   quote?: { fee: string, purchaseAmount: string } | undefined, error?: string | undefined }} CheckoutPage
 */

/** The checkout: the destination, the network, the amount and the fee, and a card form. @param {CheckoutPage} page */
export function renderCheckout({ provider, wallet, networkName, fields, amount, paymentCurrency, symbol, quote, error }) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  return document(
    `${provider.name} checkout`,
    `<h1>${escapeHtml(provider.name)}</h1>
<p class="note">A devnet onramp provider: no real money moves. Test card ${TEST_CARD_NUMBER.replace(/(\d{4})(?=\d)/g, '$1 ')}.</p>
<dl>
<dt>Buying</dt><dd data-testid="onramp-asset">${escapeHtml(symbol)}</dd>
<dt>Wallet</dt><dd data-testid="onramp-wallet">${escapeHtml(wallet)}</dd>
<dt>Network</dt><dd data-testid="onramp-network">${escapeHtml(networkName)}</dd>
<dt>Amount</dt><dd data-testid="onramp-amount">${escapeHtml(amount)} ${escapeHtml(paymentCurrency)}</dd>
<dt>Fee (${provider.feePercent}%)</dt><dd data-testid="onramp-fee">${quote ? `${escapeHtml(quote.fee)} ${escapeHtml(paymentCurrency)}` : '—'}</dd>
<dt>You receive</dt><dd data-testid="onramp-receive">${quote ? `${escapeHtml(quote.purchaseAmount)} ${escapeHtml(symbol)}` : '—'}</dd>
</dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/buy/${escapeHtml(provider.id)}/pay">${hidden}
<label for="card">Card number</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="5" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
<button type="submit">Pay ${escapeHtml(amount)} ${escapeHtml(paymentCurrency)}</button>
</form>`,
  )
}

/** @param {{ provider: { name: string }, symbol: string, purchaseAmount: string, wallet: string, networkName: string, hash: string }} done */
export function renderDone({ provider, symbol, purchaseAmount, wallet, networkName, hash }) {
  return document(
    `${provider.name}: purchase complete`,
    `<h1>Purchase complete</h1>
<p data-testid="onramp-done">${escapeHtml(purchaseAmount)} ${escapeHtml(symbol)} sent to ${escapeHtml(wallet)} on ${escapeHtml(networkName)}.</p>
<dl><dt>Transaction</dt><dd data-testid="onramp-hash">${escapeHtml(hash)}</dd></dl>
<p class="note">You can close this window and return to the site.</p>`,
  )
}

/** @param {string} title @param {string} message */
export function renderProblem(title, message) {
  return document(title, `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`)
}

/** @param {string} title @param {string} body */
function document(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
}
