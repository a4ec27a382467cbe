/** Spec §5 account name: at least 4 characters, only letters, digits and hyphen. 63 is DNS's limit for a label. */
export const NAME_MIN_LENGTH = 4
export const NAME_MAX_LENGTH = 63
const LABEL = /^[a-zA-Z0-9-]+$/

/** What the registration view says under the field, one rule at a time. */
export const NameRuleMessages = Object.freeze({
  TOO_SHORT: `Name must be at least ${NAME_MIN_LENGTH} characters long`,
  TOO_LONG: `Name must be at most ${NAME_MAX_LENGTH} characters long`,
  CHARACTERS: 'Name can only contain letters, numbers and hyphens',
})

/** The rule `label` breaks (the part the visitor types, without the suffix), or undefined when it is a valid name. */
export function accountNameError(label: string): string | undefined {
  if (label.length < NAME_MIN_LENGTH) return NameRuleMessages.TOO_SHORT
  if (label.length > NAME_MAX_LENGTH) return NameRuleMessages.TOO_LONG
  if (!LABEL.test(label)) return NameRuleMessages.CHARACTERS
  return undefined
}
