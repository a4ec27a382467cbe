// @ts-check
import { DEV_ACCOUNT_0 } from './dev-accounts.mjs'

/**
 * The short "what runs where" table printed by `npm run devnet` and `npm start`.
 * @param {import('./index.mjs').Devnet} devnet
 * @returns {string}
 */
export function describeDevnet(devnet) {
  const rows = Object.values(devnet.services).map((service) => [
    service.name,
    service.chain ? `chain ${service.chain.id}` : '',
    service.url,
  ])
  return [
    ...table(rows),
    '',
    'Dev account 0 (public test key: never send real funds to it)',
    `  address      ${DEV_ACCOUNT_0.address}`,
    `  private key  ${DEV_ACCOUNT_0.privateKey}`,
  ].join('\n')
}

/**
 * @param {string[][]} rows
 */
function table(rows) {
  const widths = rows.reduce((acc, row) => row.map((cell, i) => Math.max(acc[i] ?? 0, cell.length)), /** @type {number[]} */ ([]))
  return rows.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd())
}
