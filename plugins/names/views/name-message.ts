import { ErrorMessages, formatMessage } from '../../../kernel/index.js'
import type { TranslateFor } from '../../../ui/i18n/translate.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import type { NamesMessageKey } from '../messages.js'
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, NameRuleMessages } from '../name-rules.js'

/**
 * What the field's message says in the visitor's locale: the kit's own sentences (a broken rule, the spec's
 * failures) through their keys; a reason the registry gave stays in the registry's words.
 */
export function nameMessage(t: TranslateFor<NamesMessageKey>, locale: string, message: string, name?: string): string {
  switch (message) {
    case NameRuleMessages.TOO_SHORT:
      return t('names.tooShort', { min: localizeDecimal(String(NAME_MIN_LENGTH), locale) })
    case NameRuleMessages.TOO_LONG:
      return t('names.tooLong', { max: localizeDecimal(String(NAME_MAX_LENGTH), locale) })
    case NameRuleMessages.CHARACTERS:
      return t('names.characters')
    case ErrorMessages.NAME_SUGGESTIONS_FAILED:
      return t('names.suggestionsFailed')
    case ErrorMessages.INVALID_CHAIN_ID:
      return t('names.invalidChainId')
  }
  if (name !== undefined && message === formatMessage.registerNameFailed(name)) return t('names.registerFailed', { name })
  return message
}
