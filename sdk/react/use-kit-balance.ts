import { useCallback } from 'react'
import { balanceStatus, formatBalance, type BalanceStatus, type Namespace } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { shallowEqual, useKitSelector } from '../../ui/use-kit-selector.js'
import { useKit } from './hooks.js'

export interface UseKitBalanceReturn {
  /** The native balance in whole units, as a decimal string; undefined unless `status` is 'success'. */
  readonly balance: string | undefined
  readonly symbol: string | undefined
  /** Truncated to 3 decimals (spec §5): "0.000" only for a known balance that small. */
  readonly formatted: string | undefined
  /** 'unavailable': it could not be read (RPC down, no account, no reader for the namespace) — not a zero. */
  readonly status: BalanceStatus
  /** Reads it again, past the adapters' caches. */
  refetch(): Promise<void>
}

/** The connected account's native balance in `namespace` (the active one by default). */
export function useKitBalance(namespace?: Namespace): UseKitBalanceReturn {
  const kit = useKit()
  const { balance, symbol, status, ns } = useKitSelector(
    kit,
    (s) => {
      const ns = namespace ?? s.activeNamespace
      const account = ns ? s.chains[ns]?.accountState : undefined
      const status = account?.address ? balanceStatus(account) : 'unavailable'
      const known = status === 'success'
      return {
        ns,
        status,
        balance: known ? account?.balance : undefined,
        symbol: account?.balanceSymbol ?? (ns ? s.chains[ns]?.networkState.caipNetwork?.nativeCurrency.symbol : undefined),
      }
    },
    shallowEqual,
  )
  const refetch = useCallback(async () => {
    await kit.ready
    await kitInternals(kit).connection.refreshBalance(ns, { forceUpdate: true })
  }, [kit, ns])
  return { balance, symbol, formatted: balance === undefined ? undefined : formatBalance(balance), status, refetch }
}
