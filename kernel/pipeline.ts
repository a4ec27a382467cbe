import type { CaipAddress, Namespace } from './caip.js'
import { ConnectionStepError } from './plugin-errors.js'
import type { Account, CaipNetwork, ConnectorType, EmbeddedWalletUser, Unsubscribe } from './types.js'

/** A wallet that answered but does not count as connected yet: what the connection steps see. */
export interface PendingConnection {
  /** 'reconnect': restoring a stored connection on start-up, without the visitor. */
  readonly reason: 'connect' | 'reconnect'
  readonly namespace: Namespace
  readonly connector: { readonly id: string; readonly name: string; readonly type: ConnectorType }
  readonly accounts: readonly Account[]
  readonly address: string
  readonly caipAddress: CaipAddress
  /** Undefined when the wallet is on a network the kit was not configured with. */
  readonly caipNetwork: CaipNetwork | undefined
  readonly user?: EmbeddedWalletUser
  /** Aborted when the attempt is abandoned (another connect, disconnect, destroy). */
  readonly signal: AbortSignal
  /** Asks the wallet to sign with the pending account (sign-in), before the kit counts it as connected. */
  signMessage(message: string): Promise<string>
}

/**
 * A step between "the wallet answered" and "connected": sign-in, the account type, a smart account's set-up. It may
 * prompt the visitor (`ctx.modal.prompt`), and it fails by throwing: the connection is then rolled back to where it
 * was, and the caller of connect gets a ConnectionStepError carrying the step's message.
 */
export interface ConnectionStep {
  /** Names the step in errors and logs. */
  readonly id: string
  run(connection: PendingConnection): void | Promise<void>
}

export interface StepRegistry {
  add(step: ConnectionStep): Unsubscribe
  /** Runs every step in registration order; throws the first failure as a ConnectionStepError. */
  run(connection: PendingConnection): Promise<void>
  readonly size: number
}

export function createStepRegistry(): StepRegistry {
  const steps: ConnectionStep[] = []
  return {
    add(step) {
      steps.push(step)
      return () => {
        const at = steps.indexOf(step)
        if (at >= 0) steps.splice(at, 1)
      }
    },
    async run(connection) {
      for (const step of [...steps]) {
        if (connection.signal.aborted) throw connection.signal.reason
        try {
          await step.run(connection)
        } catch (error) {
          if (connection.signal.aborted) throw connection.signal.reason
          throw new ConnectionStepError(step.id, error)
        }
      }
      if (connection.signal.aborted) throw connection.signal.reason
    },
    get size() {
      return steps.length
    },
  }
}
