import type { AccountRole, Address, Instruction } from '@solana/kit'

/** SPL Token and Token-2022 share the instructions used here; a mint's owner says which one holds it. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address
export const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address

// @solana/kit's AccountRole values (a signer bit and a writable bit), without loading kit for an enum.
const READONLY = 0 as AccountRole
const WRITABLE = 1 as AccountRole
const READONLY_SIGNER = 2 as AccountRole
const WRITABLE_SIGNER = 3 as AccountRole

/** The Associated Token Account program's CreateIdempotent (discriminator 1): creates `account` unless it exists. */
export function createAssociatedTokenIdempotent(p: { payer: Address; account: Address; owner: Address; mint: Address; tokenProgram: Address }): Instruction {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: p.payer, role: WRITABLE_SIGNER },
      { address: p.account, role: WRITABLE },
      { address: p.owner, role: READONLY },
      { address: p.mint, role: READONLY },
      { address: SYSTEM_PROGRAM, role: READONLY },
      { address: p.tokenProgram, role: READONLY },
    ],
    data: Uint8Array.of(1),
  }
}

/**
 * SPL Token's TransferChecked (discriminator 12, then the amount as a little-endian u64 and the mint's decimals):
 * the program refuses it when `decimals` is not the mint's, so a wrong token list cannot move a wrong amount.
 */
export function transferChecked(p: { source: Address; mint: Address; destination: Address; authority: Address; amount: bigint; decimals: number; tokenProgram: Address }): Instruction {
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, p.amount, true)
  data[9] = p.decimals
  return {
    programAddress: p.tokenProgram,
    accounts: [
      { address: p.source, role: WRITABLE },
      { address: p.mint, role: READONLY },
      { address: p.destination, role: WRITABLE },
      { address: p.authority, role: READONLY_SIGNER },
    ],
    data,
  }
}
