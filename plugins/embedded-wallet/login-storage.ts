import * as z from 'zod/mini'
import type { PluginContext } from '../../kernel/index.js'
import type { LoginStorage } from './login-flow.js'

/** Spec §3's keys of an email login, declared by this plugin and bounded as everything read back from storage. */
export function declareLoginStorage(ctx: PluginContext): LoginStorage {
  return {
    email: ctx.storage.declare('email', z.string().check(z.maxLength(254))),
    emailLoginUsed: ctx.storage.declare('email_login_used', z.boolean()),
    lastEmailLoginTime: ctx.storage.declare('last_email_login_time', z.number().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER))),
  }
}
