// @ts-check
import { Answers } from './auth.mjs'
import { eip155Request } from './eip155.mjs'
import { frameError } from './errors.mjs'
import { keyVault } from './key-vault.mjs'
import { ensureKeys } from './keys.mjs'
import { socialFields, socialHandlers } from './social.mjs'
import { SMART_ACCOUNTS_UNSUPPORTED, evmAccounts, isDeployed, rememberAccountType, smartAccountAddress, smartAccountChains, smartAccountRequest, storedAccountType } from './smart-account.mjs'
import { solanaRequest } from './solana.mjs'
import { clearSession, readSession, writeSession } from './store.mjs'

/** @typedef {import('../index.mjs').FrameConfig} FrameConfig */
/** @typedef {import('./store.mjs').StoredSession} StoredSession */
/** @typedef {{ type: string, id: string, payload?: any }} Request */

const DEVICE_ID_KEY = 'tessera-frame.deviceId'
/** How long one "connect device" waits for the approval link before answering "still VERIFY_DEVICE" (under the kit's 30 s). */
const DEVICE_WAIT_MS = 25_000
const DEVICE_POLL_MS = 1_000
const NOT_CONNECTED = 'Not connected'

/**
 * The frame's answer to each app event (spec §7), as a function of the parsed request.
 * @param {{ config: FrameConfig, query: { projectId: string, chainId?: number | string | undefined }, auth: ReturnType<typeof import('./auth.mjs').authClient>, parent: string }} context
 * @returns {(request: Request) => Promise<unknown>}
 */
export function createHandlers({ config, query, auth, parent }) {
  const deviceId = getDeviceId()
  /** @type {{ email: string, loginId?: string } | undefined} */
  let login

  /** @param {{ token: string, expiresAt: number }} session @param {{ email?: string | undefined, userId: string }} user */
  const connect = async (session, user) => {
    await ensureKeys(user.userId, keyVault(auth, session.token))
    await writeSession({ token: session.token, expiresAt: session.expiresAt, userId: user.userId, email: user.email ?? null })
    login = undefined
    return { action: 'CONNECT' }
  }

  /** The stored session, confirmed with the auth service; a refused one is forgotten. */
  const session = async () => {
    const stored = await readSession()
    if (!stored || stored.expiresAt <= Date.now()) {
      if (stored) await clearSession()
      throw frameError(NOT_CONNECTED, 4900)
    }
    const { isConnected } = await auth(Answers.session, 'GET', '/v1/session', { token: stored.token })
    if (!isConnected) {
      await clearSession()
      throw frameError(NOT_CONNECTED, 4900)
    }
    return stored
  }

  /** The EVM chain requests go to: the one chosen last, else the first configured. */
  const currentEvmChain = () => {
    const chain = evmChain(chains.eip155 ?? config.chains[0]?.id ?? 0)
    if (!chain) throw frameError('Chain is not supported', 4901)
    return chain
  }
  /** The account type in use for this user on `chain`: smartAccount needs a bundler there. */
  const accountTypeOn = (/** @type {string} */ userId, /** @type {{ bundlerUrl?: string | undefined }} */ chain) =>
    chain.bundlerUrl !== undefined && storedAccountType(userId) === 'smartAccount' ? 'smartAccount' : 'eoa'

  /** @param {number | string} id */
  const namespaceOf = (id) => (typeof id === 'number' || id.startsWith('eip155:') ? 'eip155' : id.split(':')[0])
  /** @param {number | string} id */
  const evmChain = (id) => config.chains.find((chain) => chain.id === (typeof id === 'number' ? id : Number(id.split(':')[1])))

  // One chain per namespace: a page asks for its EVM and its Solana account at once, and each answer (and each
  // request) must use its own namespace's chain, not whichever was asked for last.
  /** @type {number | string} */
  const first = query.chainId ?? config.chains[0]?.id ?? 1
  /** @type {Record<string, number | string>} */
  const chains = { [namespaceOf(first)]: first }
  let active = namespaceOf(first)
  /** @param {number | string} id */
  const select = (id) => {
    const checked = checkedChain(id)
    active = namespaceOf(checked)
    chains[active] = checked
    return checked
  }

  /** @type {Record<string, (payload: any) => Promise<unknown>>} */
  const handlers = {
    CONNECT_EMAIL: async ({ email }) => {
      await auth(Answers.requestCode, 'POST', '/v1/login/request-code', { body: { email, projectId: query.projectId, deviceId } })
      login = { email }
      return { action: 'VERIFY_OTP' }
    },
    CONNECT_OTP: async ({ otp }) => {
      if (!login) throw frameError('Request a login code first')
      const answer = await auth(Answers.verifyCode, 'POST', '/v1/login/verify-code', { body: { email: login.email, otp, deviceId } })
      if (answer.action === 'CONNECT') return connect(answer.session, answer.user)
      login = { ...login, loginId: answer.loginId }
      return { action: 'VERIFY_DEVICE' }
    },
    CONNECT_DEVICE: async () => {
      const loginId = login?.loginId
      if (!loginId) throw frameError('No device is waiting for approval')
      const until = Date.now() + DEVICE_WAIT_MS
      for (;;) {
        const answer = await auth(Answers.deviceStatus, 'POST', '/v1/login/device-status', { body: { loginId, deviceId } })
        if (answer.action === 'CONNECT') return connect(answer.session, answer.user)
        if (Date.now() + DEVICE_POLL_MS >= until) return { action: 'VERIFY_DEVICE' }
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
    },
    IS_CONNECTED: async () => {
      try {
        await session()
        return { isConnected: true }
      } catch (error) {
        if (error instanceof Error && error.message === NOT_CONNECTED) return { isConnected: false }
        throw error
      }
    },
    GET_USER: async (payload) => {
      const stored = await session()
      const user = await auth(Answers.user, 'GET', '/v1/user', { token: stored.token })
      const chainId = payload?.chainId !== undefined ? select(payload.chainId) : (chains[active] ?? first)
      const keys = await ensureKeys(user.userId, keyVault(auth, stored.token))
      if (namespaceOf(chainId) === 'solana') {
        const address = keys.solana.address
        return { email: user.email ?? null, ...socialFields(user), address, chainId, accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false }
      }
      // The kit says which type the visitor prefers (stored, or spec §9's default); the frame keeps it per user.
      if (payload?.preferredAccountType) rememberAccountType(user.userId, payload.preferredAccountType)
      const chain = evmChain(chainId) ?? currentEvmChain()
      return { email: user.email ?? null, ...socialFields(user), chainId, ...(await evmAccounts(keys, chain, accountTypeOn(user.userId, chain))) }
    },
    SIGN_OUT: async () => {
      const stored = await readSession()
      await clearSession()
      login = undefined
      if (stored) await auth(Answers.signOut, 'POST', '/v1/session/sign-out', { token: stored.token }).catch(() => undefined)
      return {}
    },
    SWITCH_NETWORK: async ({ chainId: next }) => ({ chainId: select(next) }),
    GET_CHAIN_ID: async () => ({ chainId: chains[active] ?? first }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: smartAccountChains(config.chains) }),
    INIT_SMART_ACCOUNT: async () => {
      const stored = await session()
      const keys = await ensureKeys(stored.userId, keyVault(auth, stored.token))
      const chain = currentEvmChain()
      if (chain.bundlerUrl === undefined) throw frameError(SMART_ACCOUNTS_UNSUPPORTED, 4901)
      const address = await smartAccountAddress(keys, chain)
      return { address, isDeployed: await isDeployed(chain, address) }
    },
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const stored = await session()
      const chain = currentEvmChain()
      if (type === 'smartAccount' && chain.bundlerUrl === undefined) throw frameError(SMART_ACCOUNTS_UNSUPPORTED, 4901)
      rememberAccountType(stored.userId, type)
      const keys = await ensureKeys(stored.userId, keyVault(auth, stored.token))
      const { address } = await evmAccounts(keys, chain, type)
      return { type, address }
    },
    UPDATE_EMAIL: async ({ email }) => {
      const stored = await session()
      await auth(Answers.emailChange, 'POST', '/v1/email/change', { token: stored.token, body: { newEmail: email } })
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      const stored = await session()
      await auth(Answers.verifyPrimary, 'POST', '/v1/email/verify-primary', { token: stored.token, body: { otp } })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      const stored = await session()
      const answer = await auth(Answers.verifySecondary, 'POST', '/v1/email/verify-secondary', { token: stored.token, body: { otp } })
      await writeSession({ ...stored, email: answer.email })
      return { newEmail: answer.email }
    },
    RPC_REQUEST: async ({ method, params, chainNamespace, chainId: requestChain }) => {
      const stored = await session()
      const keys = await ensureKeys(stored.userId, keyVault(auth, stored.token))
      const namespace = chainNamespace ?? (requestChain !== undefined ? namespaceOf(requestChain) : method.startsWith('solana_') ? 'solana' : active)
      const target = requestChain === undefined ? (chains[namespace] ?? first) : checkedChain(requestChain)
      if (namespace === 'solana') return solanaRequest({ method, params }, { keys, cluster: config.solanaClusters.find((c) => c.id === target) })
      const chain = evmChain(namespaceOf(target) === 'eip155' ? target : (config.chains[0]?.id ?? 0))
      if (!chain) throw frameError('Chain is not supported', 4901)
      if (accountTypeOn(stored.userId, chain) === 'smartAccount') return smartAccountRequest({ method, params }, { keys, chain })
      return eip155Request({ method, params }, { keys, chain })
    },
    ...socialHandlers({ auth, authUrl: config.authUrl, projectId: query.projectId, deviceId, parent, connect }),
    SYNC_THEME: async () => ({}),
    SYNC_DAPP_DATA: async () => ({}),
  }

  /** @param {number | string} id */
  function checkedChain(id) {
    const namespace = namespaceOf(id)
    if (namespace === 'solana') return id
    if (namespace === 'eip155' && evmChain(id)) return id
    throw frameError('Chain is not supported', 4902)
  }

  return async (request) => {
    const handler = handlers[request.type.slice(request.type.indexOf('/') + 1)]
    if (!handler) throw frameError('Invalid request', -32600)
    return handler(request.payload)
  }
}

/** The frame's id for this browser (the auth service's deviceId): made once, kept in the frame origin's storage. */
function getDeviceId() {
  const stored = localStorage.getItem(DEVICE_ID_KEY)
  if (stored && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) return stored
  const id = crypto.randomUUID()
  localStorage.setItem(DEVICE_ID_KEY, id)
  return id
}
