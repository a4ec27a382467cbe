// @ts-check

// Account 0 of anvil's default mnemonic ("test test … junk"). It is public test data, printed so a developer
// can import it into a browser wallet; it must never hold value on a real network.
export const DEV_ACCOUNT_0 = Object.freeze({
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
})
