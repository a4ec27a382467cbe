import { ErrorCode, KitError, type CaipNetwork } from '../../kernel/index.js'
import type { WalletCommitment } from './commitment.js'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, createAssociatedTokenIdempotent, transferChecked } from './spl-instructions.js'
import { clusterRpc, compileForWallet } from './transfer-sol.js'

const MAX_U64 = 2n ** 64n - 1n

/**
 * An SPL token transfer from `from`'s associated token account to `to`'s, creating the receiver's (paid by `from`)
 * when it does not exist yet: compiled, for the wallet to sign. The mint's owner on the cluster says whether it is
 * an SPL Token or a Token-2022 mint; anything else is refused before the wallet is asked.
 */
export async function buildSplTransfer(p: { network: CaipNetwork; from: string; to: string; mint: string; amount: bigint; decimals: number; level: WalletCommitment; signal?: AbortSignal | undefined }) {
  if (p.amount <= 0n || p.amount > MAX_U64) throw new KitError('The amount is out of range for a token transfer', { code: ErrorCode.INVALID_PARAMS })
  if (!Number.isInteger(p.decimals) || p.decimals < 0 || p.decimals > 255) throw new KitError('The token has invalid decimals', { code: ErrorCode.INVALID_PARAMS })
  const { kit, rpc } = await clusterRpc(p.network)
  const abortSignal = p.signal ?? new AbortController().signal
  const mint = kit.address(p.mint)
  const { value: mintAccount } = await rpc.getAccountInfo(mint, { encoding: 'base64', commitment: p.level }).send({ abortSignal })
  const tokenProgram = mintAccount?.owner === TOKEN_PROGRAM || mintAccount?.owner === TOKEN_2022_PROGRAM ? mintAccount.owner : undefined
  if (!tokenProgram) throw new KitError('The token is not an SPL token on this cluster', { code: ErrorCode.INVALID_PARAMS, metaMessages: [`Mint: ${p.mint}`] })
  const [owner, receiver] = [kit.address(p.from), kit.address(p.to)]
  const encoder = kit.getAddressEncoder()
  const tokenAccount = async (holder: typeof owner) =>
    (await kit.getProgramDerivedAddress({ programAddress: ASSOCIATED_TOKEN_PROGRAM, seeds: [encoder.encode(holder), encoder.encode(tokenProgram), encoder.encode(mint)] }))[0]
  const [source, destination] = await Promise.all([tokenAccount(owner), tokenAccount(receiver)])
  const instructions = [
    createAssociatedTokenIdempotent({ payer: owner, account: destination, owner: receiver, mint, tokenProgram }),
    transferChecked({ source, mint, destination, authority: owner, amount: p.amount, decimals: p.decimals, tokenProgram }),
  ]
  return { kit, rpc, compiled: await compileForWallet({ kit, rpc, from: p.from, instructions, level: p.level, signal: p.signal }) }
}
