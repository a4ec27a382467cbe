// @ts-check
import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { remember } from './bounded-map.mjs'
import { AuthError } from './errors.mjs'
import { newToken, tokenHash } from './secrets.mjs'

/** @typedef {{ fid: number, username: string }} FarcasterAccount */
/** @typedef {{ deviceId: string, nonce: string, expiresAt: number, signed?: { message: string, signature: `0x${string}`, account: FarcasterAccount } }} Channel */

export const CHANNEL_TTL_MS = 10 * 60_000
const TABLE_LIMIT = 10_000
/** Sign In With Farcaster messages name OP Mainnet, where Farcaster's ID registry lives. */
const FARCASTER_CHAIN_ID = 10
/** The accounts the approval page offers; any other fid and username can be typed. */
export const FARCASTER_ACCOUNTS = Object.freeze([
  { fid: 1001, username: 'ada' },
  { fid: 1002, username: 'grace' },
])

/**
 * Sign In With Farcaster, locally: the frame opens a channel and shows its approval link (as a QR code); a person
 * approves there as a Farcaster account, which the devnet signs in Farcaster's shape (an EIP-4361 message with the
 * fid as a `farcaster://fid/…` resource, signed by the account's custody key, one the devnet makes per fid and keeps
 * as its ID registry); the frame's poll checks that signature against the registry and gets the session.
 * @param {{ accounts: ReturnType<typeof import('./accounts.mjs').createAccounts>, serviceUrl: () => string, now: () => number }} options
 */
export function createFarcaster({ accounts, serviceUrl, now }) {
  /** @type {Map<string, Channel>} by the channel token's hash */
  const channels = new Map()
  /** @type {Map<string, string>} the approval token's hash → the channel's */
  const approvals = new Map()
  /** @type {Map<number, `0x${string}`>} the devnet's ID registry: fid → custody key */
  const custody = new Map()

  /** @param {number} fid */
  const custodyKey = (fid) => {
    const key = custody.get(fid) ?? generatePrivateKey()
    remember(custody, fid, key, TABLE_LIMIT)
    return key
  }

  /** @param {string} approvalToken */
  const channelOf = (approvalToken) => {
    const channelHash = approvals.get(tokenHash(approvalToken))
    const channel = channelHash ? channels.get(channelHash) : undefined
    return channel && !channel.signed && now() < channel.expiresAt ? channel : undefined
  }

  return {
    /**
     * @param {{ deviceId: string }} request
     * @returns {{ channelToken: string, url: string, expiresAt: number }}
     */
    start({ deviceId }) {
      const channelToken = newToken()
      // The link (shown as a QR code, so seen by anyone nearby) carries its own token: only the frame holds the
      // channel token that the session is polled with.
      const approvalToken = newToken()
      const expiresAt = now() + CHANNEL_TTL_MS
      remember(channels, tokenHash(channelToken), { deviceId, nonce: generateSiweNonce(), expiresAt }, TABLE_LIMIT)
      remember(approvals, tokenHash(approvalToken), tokenHash(channelToken), TABLE_LIMIT)
      return { channelToken, url: `${serviceUrl()}/farcaster/approve?token=${approvalToken}`, expiresAt }
    },

    /** @param {string} approvalToken */
    isOpen: (approvalToken) => channelOf(approvalToken) !== undefined,

    /**
     * The approval page's button: signs the channel's message as the account.
     * @param {string} approvalToken
     * @param {FarcasterAccount} account
     * @returns {Promise<boolean>} whether an open channel was signed
     */
    async approve(approvalToken, account) {
      const channel = channelOf(approvalToken)
      if (!channel) return false
      const signer = privateKeyToAccount(custodyKey(account.fid))
      const service = new URL(serviceUrl())
      const message = createSiweMessage({
        domain: service.host,
        address: signer.address,
        statement: 'Farcaster Auth',
        uri: `${service.origin}/farcaster/approve`,
        version: '1',
        chainId: FARCASTER_CHAIN_ID,
        nonce: channel.nonce,
        issuedAt: new Date(now()),
        expirationTime: new Date(channel.expiresAt),
        resources: [`farcaster://fid/${account.fid}`],
      })
      channel.signed = { message, signature: await signer.signMessage({ message }), account }
      return true
    },

    /**
     * The frame's poll: pending until approved, then the session (once). The signature is checked as a relying party
     * checks Sign In With Farcaster: the message is this channel's, and its signer is the fid's custody address.
     * @param {{ channelToken: string }} request
     */
    async status({ channelToken }) {
      const hash = tokenHash(channelToken)
      const channel = channels.get(hash)
      if (!channel || now() >= channel.expiresAt) {
        if (channel) channels.delete(hash)
        throw new AuthError(410, 'FARCASTER_CHANNEL_EXPIRED', 'This Farcaster sign-in has expired. Start it again.')
      }
      if (!channel.signed) return /** @type {const} */ ({ action: 'PENDING', expiresAt: channel.expiresAt })
      channels.delete(hash)
      const { message, signature, account } = channel.signed
      const fields = parseSiweMessage(message)
      const signer = await recoverMessageAddress({ message, signature })
      const registered = custody.get(account.fid)
      const valid =
        registered !== undefined &&
        signer === privateKeyToAccount(registered).address &&
        fields.address === signer &&
        fields.nonce === channel.nonce &&
        fields.domain === new URL(serviceUrl()).host &&
        fields.resources?.includes(`farcaster://fid/${account.fid}`)
      if (!valid) throw new AuthError(401, 'FARCASTER_SIGNATURE_INVALID', 'The Farcaster signature does not check out. Start again.')
      const userId = accounts.socialUser({ provider: 'farcaster', subject: String(account.fid), username: account.username })
      return { ...accounts.connectSocial(userId, channel.deviceId), fid: account.fid, message, signature }
    },
  }
}
