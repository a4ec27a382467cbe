export { send } from './plugin.js'
export { parseAmount, balanceUnits, amountText, type AmountParse } from './amount.js'
export { checkSend, SendMessages, type SendForm, type SendCheck } from './form-rules.js'
