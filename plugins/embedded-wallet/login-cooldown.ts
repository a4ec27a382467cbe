/** Spec §4/§9: a new login email waits this long after the last one. */
export const LOGIN_EMAIL_COOLDOWN_MS = 30_000

/**
 * Spec §5: whole seconds left before another login email may be asked for (0: now), from the stored time of the
 * last one. A stored time in the future (a clock moved back) counts from now, never longer than the cooldown.
 */
export function loginCooldownSeconds(now: number, lastSentAt: number | undefined): number {
  if (lastSentAt === undefined || !Number.isFinite(lastSentAt)) return 0
  const left = Math.min(LOGIN_EMAIL_COOLDOWN_MS, lastSentAt + LOGIN_EMAIL_COOLDOWN_MS - now)
  return left > 0 ? Math.ceil(left / 1000) : 0
}
