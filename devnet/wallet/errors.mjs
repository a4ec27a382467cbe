// @ts-check

/** A JSON-RPC error for the dapp, with the EIP-1193 / EIP-1474 code it should see. */
export class WalletRpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message)
    this.code = code
  }
}
