// @ts-check
import nodemailer from 'nodemailer'

/** @typedef {import('./accounts.mjs').Letter} Letter */

export const MAIL_FROM = 'Tessera <login@tessera.localhost>'
export const LOGIN_SUBJECT = 'Your Tessera login code'
export const DEVICE_SUBJECT = 'Approve a new device for Tessera'
export const EMAIL_CHANGE_PRIMARY_SUBJECT = 'Confirm your Tessera email change'
export const EMAIL_CHANGE_SECONDARY_SUBJECT = 'Confirm your new Tessera email'

/**
 * @param {Letter} letter
 * @returns {{ subject: string, text: string }}
 */
export function compose(letter) {
  switch (letter.kind) {
    case 'login':
      return {
        subject: LOGIN_SUBJECT,
        text: `Your login code is ${letter.code}\n\nIt expires in 10 minutes. If you did not ask to sign in, ignore this mail.\n`,
      }
    case 'device':
      return {
        subject: DEVICE_SUBJECT,
        text:
          `Someone signed in as ${letter.to} on a device this account has not used before.\n\n` +
          `If it was you, approve the device here:\n${letter.approveUrl}\n\n` +
          'The link expires in 10 minutes. If it was not you, ignore this mail: the device stays out.\n',
      }
    case 'email-change-primary':
      return {
        subject: EMAIL_CHANGE_PRIMARY_SUBJECT,
        text:
          `Your code to change your Tessera email to ${letter.newEmail} is ${letter.code}\n\n` +
          'It expires in 10 minutes. If you did not ask for this, ignore this mail: your email stays as it is.\n',
      }
    case 'email-change-secondary':
      return {
        subject: EMAIL_CHANGE_SECONDARY_SUBJECT,
        text: `Your code to make this address your Tessera email is ${letter.code}\n\nIt expires in 10 minutes.\n`,
      }
  }
}

/**
 * Sends letters by plain SMTP (the devnet's catch-all: loopback, no TLS, no login).
 * @param {{ host: string, port: number }} smtp
 * @returns {(letter: Letter) => Promise<void>}
 */
export function smtpSender({ host, port }) {
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })
  return async (letter) => {
    await transport.sendMail({ from: MAIL_FROM, to: letter.to, ...compose(letter) })
  }
}
