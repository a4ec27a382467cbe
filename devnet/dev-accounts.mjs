// @ts-check

// Accounts of anvil's default mnemonic ("test test … junk"). They are public test data, printed so a developer
// can import one into a browser wallet; they must never hold value on a real network.
export const DEV_ACCOUNT_0 = Object.freeze({
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
})

/** Accounts 0–2, which start with a balance of every devnet token. */
export const TOKEN_HOLDER_DEV_ACCOUNTS = Object.freeze([
  DEV_ACCOUNT_0.address,
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
])

/**
 * Account 9 deploys the tokens. A separate account keeps account 0's nonce at 0 for whoever imports it, and its
 * nonces 0, 1, 2 on a fresh chain are what make the token addresses the same on every start and on both chains.
 */
export const TOKEN_DEPLOYER = Object.freeze({
  address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
})

/**
 * Account 8 places the ERC-4337 contracts at start and is the bundler's key afterwards: it signs the `handleOps`
 * transactions and is their beneficiary, so the gas it pays comes back from the accounts.
 */
export const BUNDLER_ACCOUNT = Object.freeze({
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
})

/**
 * Account 7 deploys the name resolver at start (its nonce 0 fixes the resolver's address on both chains) and is the
 * resolver's registrar afterwards: the name registry writes each accepted registration with it.
 */
export const NAME_REGISTRAR = Object.freeze({
  address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
})

/**
 * Account 6 places the Uniswap v2 contracts at start (WETH9, the factory, Router02 at its nonces 0, 1, 2 on a fresh
 * chain) and seeds their pools with the devnet tokens it is minted for that purpose, so no other account's balance or
 * nonce moves.
 */
export const DEX_DEPLOYER = Object.freeze({
  address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
})
