import type { TranslateFor } from '../../../ui/i18n/translate.js'
import { INVALID_URL_MESSAGE, NOT_HTTP_URL_MESSAGE } from '../api.js'
import type { OnrampMessageKey } from '../messages.js'
import { POPUP_BLOCKED_MESSAGE, PURCHASE_TIMEOUT_MESSAGE } from '../purchases.js'
import type { AmountProblem, PaymentMethod } from '../rules.js'

export interface AmountRule {
  readonly problem: AmountProblem
  readonly method: PaymentMethod
  readonly currency: string
  readonly limits: { readonly min: string; readonly max: string }
}

/**
 * The broken amount rule in the visitor's locale. The limits stay in the writing the amount field takes (digits and
 * a dot), so what the message names can be typed as it reads.
 */
export function amountText(t: TranslateFor<OnrampMessageKey>, { problem, method, currency, limits }: AmountRule): string {
  if (problem === 'empty') return t('onramp.amountEmpty')
  if (problem === 'decimals') return t('onramp.amountDecimals')
  return t(method === 'card' ? 'onramp.limitCard' : 'onramp.limitBank', { min: limits.min, max: limits.max, currency })
}

const PURCHASE_FAILURES: Readonly<Record<string, OnrampMessageKey>> = {
  [PURCHASE_TIMEOUT_MESSAGE]: 'onramp.timeout',
  [POPUP_BLOCKED_MESSAGE]: 'onramp.popupBlocked',
  [INVALID_URL_MESSAGE]: 'onramp.invalidUrl',
  [NOT_HTTP_URL_MESSAGE]: 'onramp.notHttpUrl',
}

/** Why a purchase failed: the kit's own sentences in the visitor's locale, a server's reason as it was given. */
export function purchaseFailureText(t: TranslateFor<OnrampMessageKey>, message: string): string {
  const key = Object.hasOwn(PURCHASE_FAILURES, message) ? PURCHASE_FAILURES[message] : undefined
  return key ? t(key) : message
}
