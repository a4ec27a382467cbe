// @ts-check
import { createHash } from 'node:crypto'
import * as kit from '@solana/kit'
import { rpcRequest } from '../json-rpc.mjs'
import { SOLANA_DEV_ACCOUNTS } from '../solana/cluster.mjs'
import { ASSOCIATED_TOKEN_PROGRAM, SOLANA_DEV_TOKEN, TOKEN_PROGRAM, associatedTokenAddress } from '../solana/spl-token.mjs'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The treasury's SOL at start; a purchase is at most 25 000 USD, far less at the devnet's SOL price. */
const TREASURY_LAMPORTS = 5_000_000_000_000

/**
 * The providers' Solana treasury: an Ed25519 key from the sha-256 of a label (public test data), funded with an
 * airdrop at start. It pays for SOL purchases and the fees; SPL DUSD is minted to the buyer by the mint's authority
 * (Solana dev account 0), as a stablecoin issuer would, so no dev account's balance moves.
 */
export const ONRAMP_SOLANA_TREASURY_SEED = createHash('sha256').update('tessera devnet onramp treasury').digest('hex')

/** @param {string} rpcUrl */
export async function createSolanaCredit(rpcUrl) {
  const rpc = kit.createSolanaRpc(rpcUrl)
  const treasury = await kit.createKeyPairSignerFromPrivateKeyBytes(Buffer.from(ONRAMP_SOLANA_TREASURY_SEED, 'hex'))
  const mintAuthority = await kit.createKeyPairSignerFromPrivateKeyBytes(Buffer.from(/** @type {{ seed: string }} */ (SOLANA_DEV_ACCOUNTS[0]).seed, 'hex'))
  await rpcRequest(rpcUrl, 'requestAirdrop', [treasury.address, TREASURY_LAMPORTS])

  /** @param {kit.Instruction[]} instructions */
  const submit = async (instructions) => {
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const message = kit.pipe(
      kit.createTransactionMessage({ version: 0 }),
      (m) => kit.setTransactionMessageFeePayerSigner(treasury, m),
      (m) => kit.setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => kit.appendTransactionMessageInstructions(instructions, m),
    )
    const wire = kit.getBase64EncodedWireTransaction(await kit.signTransactionMessageWithSigners(message))
    return String(await rpc.sendTransaction(wire, { encoding: 'base64' }).send())
  }

  return {
    treasury: treasury.address,
    /**
     * @param {{ to: string, symbol: string, amount: string }} credit
     * @returns {Promise<string>} the transaction's signature
     */
    async send({ to, symbol, amount }) {
      const owner = kit.address(to)
      if (symbol === 'SOL') {
        const data = new Uint8Array(12)
        const view = new DataView(data.buffer)
        view.setUint32(0, 2, true)
        view.setBigUint64(4, units(amount, 9), true)
        return submit([
          {
            programAddress: kit.address(SYSTEM_PROGRAM),
            accounts: [
              { address: treasury.address, role: kit.AccountRole.WRITABLE_SIGNER, signer: treasury },
              { address: owner, role: kit.AccountRole.WRITABLE },
            ],
            data,
          },
        ])
      }
      if (symbol !== SOLANA_DEV_TOKEN.symbol) throw new Error(`${symbol} is not sold on the local Solana cluster`)
      const tokenAccount = kit.address(await associatedTokenAddress(to, SOLANA_DEV_TOKEN.mint))
      const mint = kit.address(SOLANA_DEV_TOKEN.mint)
      const mintTo = new Uint8Array(10)
      mintTo[0] = 14 // MintToChecked
      new DataView(mintTo.buffer).setBigUint64(1, units(amount, SOLANA_DEV_TOKEN.decimals), true)
      mintTo[9] = SOLANA_DEV_TOKEN.decimals
      return submit([
        {
          // CreateIdempotent: the buyer's token account, unless it exists.
          programAddress: kit.address(ASSOCIATED_TOKEN_PROGRAM),
          accounts: [
            { address: treasury.address, role: kit.AccountRole.WRITABLE_SIGNER, signer: treasury },
            { address: tokenAccount, role: kit.AccountRole.WRITABLE },
            { address: owner, role: kit.AccountRole.READONLY },
            { address: mint, role: kit.AccountRole.READONLY },
            { address: kit.address(SYSTEM_PROGRAM), role: kit.AccountRole.READONLY },
            { address: kit.address(TOKEN_PROGRAM), role: kit.AccountRole.READONLY },
          ],
          data: new Uint8Array([1]),
        },
        {
          programAddress: kit.address(TOKEN_PROGRAM),
          accounts: [
            { address: mint, role: kit.AccountRole.WRITABLE },
            { address: tokenAccount, role: kit.AccountRole.WRITABLE },
            { address: mintAuthority.address, role: kit.AccountRole.READONLY_SIGNER, signer: mintAuthority },
          ],
          data: mintTo,
        },
      ])
    },
  }
}

/**
 * @param {string} amount decimal text
 * @param {number} decimals
 */
function units(amount, decimals) {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
}
