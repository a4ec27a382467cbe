import { BaseError } from 'wagmi'

/**
 * Spec §8 "Connector not connected", as wagmi's own actions name it (wagmi does not export its class): asked for
 * accounts while the kit has no EVM wallet, or to restore a session the kit no longer has.
 */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor() {
    super('Connector not connected.')
  }
}
