/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/**
 * Lamports as whole SOL in a decimal string ('1.5', '0.000000001', '0'), done in integers so no float rounding
 * ever shows: a balance is the visitor's money.
 */
export function formatLamports(lamports: bigint): string {
  const sign = lamports < 0n ? '-' : ''
  const value = lamports < 0n ? -lamports : lamports
  const whole = value / LAMPORTS_PER_SOL
  const fraction = (value % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}
