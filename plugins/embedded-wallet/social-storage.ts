import * as z from 'zod/mini'
import type { PluginContext, StorageItem } from '../../kernel/index.js'
import { SOCIAL_OPTIONS, type SocialOption } from './social-providers.js'

/** Spec §3's keys of a social login. */
export interface SocialStorage {
  readonly provider: StorageItem<SocialOption>
  readonly username: StorageItem<string>
  /** Spec §4: a disconnect deletes the stored social provider (and the username with it). */
  forget(): void
}

export function declareSocialStorage(ctx: PluginContext): SocialStorage {
  const provider = ctx.storage.declare('connected_social', z.enum(SOCIAL_OPTIONS))
  const username = ctx.storage.declare('social_username', z.string().check(z.maxLength(64)))
  return {
    provider,
    username,
    forget() {
      provider.remove()
      username.remove()
    },
  }
}
