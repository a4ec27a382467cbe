import { useState } from 'react'
import { PayError, type PayAsset } from 'tessera/plugins/pay'
import { useKit } from 'tessera/react'

/** What the demo can ask for on the devnet chain: its ETH, or its DUSD token (devnet/tokens.mjs). */
const ASSETS = {
  ETH: 'native',
  DUSD: { address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', symbol: 'DUSD', decimals: 6 },
} as const satisfies Record<string, PayAsset>
type AssetName = keyof typeof ASSETS

/**
 * Host code asking for a payment: `kit.pay` connects, switches network and shows the Pay view; the promise gives the
 * mined transaction's hash, or a PayError whose `reason` says whether the visitor cancelled.
 */
export function PayDemo() {
  const kit = useKit()
  const [form, setForm] = useState({ to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: '0.01', asset: 'ETH' as AssetName })
  const [outcome, setOutcome] = useState<{ readonly hash: string } | { readonly error: string }>()
  const edit = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }))

  function payNow() {
    setOutcome(undefined)
    kit.pay({ recipient: form.to.trim(), amount: form.amount.trim(), asset: ASSETS[form.asset], network: 'eip155:31337' }).then(
      (hash) => setOutcome({ hash }),
      (error: unknown) => setOutcome({ error: error instanceof PayError ? `${error.reason}: ${error.shortMessage}` : String(error) }),
    )
  }

  return (
    <section aria-label="Pay">
      <h2>Pay</h2>
      <div className="buttons">
        <label>
          To <input className="mono" value={form.to} onChange={(event) => edit({ to: event.target.value })} size={46} />
        </label>
        <label>
          Amount <input value={form.amount} onChange={(event) => edit({ amount: event.target.value })} size={10} />
        </label>
        <label>
          Asset{' '}
          <select value={form.asset} onChange={(event) => edit({ asset: event.target.value as AssetName })}>
            {Object.keys(ASSETS).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={payNow}>
          Pay on Devnet
        </button>
      </div>
      {outcome && 'hash' in outcome && <p className="mono" data-testid="pay-result">{outcome.hash}</p>}
      {outcome && 'error' in outcome && <p role="alert" data-testid="pay-result-error">{outcome.error}</p>}
    </section>
  )
}
