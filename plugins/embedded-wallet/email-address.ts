/** Spec §5: an email field takes a valid address only (the frame bounds it to 254 characters too). */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..')
}
