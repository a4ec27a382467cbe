// @ts-check

/**
 * A transaction the ledger refuses, with bitcoind's RPC error code and reason; `toString()` is what esplora
 * answers to POST /tx: `sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}`.
 */
export class TxRejected extends Error {
  /**
   * @param {number} code -22 decode, -25 missing inputs, -26 rejected by policy or consensus, -27 already confirmed
   * @param {string} reason
   */
  constructor(code, reason) {
    super(`sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`)
    this.code = code
    this.reason = reason
  }
}

/** @param {string} reason */
export const rejected = (reason) => new TxRejected(-26, reason)

/** A failed input script, as bitcoind words it. @param {string} scriptError */
export const scriptFailed = (scriptError) => rejected(`mandatory-script-verify-flag-failed (${scriptError})`)

/** An input script that is valid by consensus but not relayed. @param {string} scriptError */
export const scriptNonStandard = (scriptError) => rejected(`non-mandatory-script-verify-flag (${scriptError})`)
