// @ts-check
import { Answers } from './auth.mjs'

/**
 * The user's key backup on the auth service, reached with the session's token. Only this frame's origin talks to the
 * service about keys: nothing of it crosses to the page.
 * @param {ReturnType<typeof import('./auth.mjs').authClient>} auth
 * @param {string} token
 * @returns {import('./keys.mjs').KeyVault}
 */
export function keyVault(auth, token) {
  return {
    read: () => auth(Answers.keys, 'GET', '/v1/keys', { token }).catch(whenCode('NO_KEYS', undefined)),
    store: (backup) =>
      auth(Answers.keysStored, 'PUT', '/v1/keys', { token, body: backup }).then(
        () => true,
        whenCode('KEYS_EXIST', false),
      ),
  }
}

/**
 * @template T
 * @param {string} code the service's refusal that is an answer, not a failure
 * @param {T} value what it means
 * @returns {(error: unknown) => T}
 */
function whenCode(code, value) {
  return (error) => {
    if (error instanceof Error && 'code' in error && error.code === code) return value
    throw error
  }
}
