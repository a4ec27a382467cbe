import type { StorageItem } from '../../kernel/index.js'
import { sameAccount } from './accounts.js'
import { MAX_SESSIONS } from './schemas.js'
import type { SiwxSession, SiwxStorage } from './types.js'

/**
 * The default storage: the page's local storage, under the kit's prefix. One session per account and network,
 * the newest MAX_SESSIONS kept.
 */
export function localSessions(item: StorageItem<readonly SiwxSession[]>): SiwxStorage {
  const all = () => item.get() ?? []
  return {
    async add(session) {
      const others = all().filter((s) => !sameAccount(s.data, session.data.chainId, session.data.accountAddress))
      item.set([...others, session].slice(-MAX_SESSIONS))
    },
    async get(chainId, address) {
      return all().filter((s) => sameAccount(s.data, chainId, address))
    },
    async delete(chainId, address) {
      const kept = all().filter((s) => !sameAccount(s.data, chainId, address))
      if (kept.length === 0) item.remove()
      else item.set(kept)
    },
  }
}
