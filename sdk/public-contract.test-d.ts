// Type tests: a plugin written outside the package augments 'tessera/kernel' (the documented way) and reaches the
// same extension points the kernel reads (kernel/contract.test-d.ts pins each of them). Never run, only compiled.
import { expectTypeOf } from 'vitest'
import type { KitPlugin, KitState } from 'tessera'
import type { KitStorageKeys } from 'tessera/kernel'
import type { ViewProps } from 'tessera/react'
import type { KitStorageKeys as KernelStorageKeys } from '../kernel/context.js'
import type { KitState as KernelState, KitViews as KernelViews } from '../kernel/types.js'

interface PublicSlice {
  readonly on: boolean
}

declare module 'tessera/kernel' {
  interface KitState {
    'public-contract-test/slice': PublicSlice
  }
  interface KitViews {
    'public-contract-test/View': { readonly id: string }
  }
  interface KitStorageKeys {
    public_contract_test_flag: boolean
  }
  interface KitPromptAnswers {
    'public-contract-test/View': number
  }
}

// A view's props: its params, and its prompt answering with the declared type.
declare const props: ViewProps<'public-contract-test/View'>
expectTypeOf(props.params).toEqualTypeOf<{ readonly id: string }>()
props.prompt?.resolve(1)
// @ts-expect-error the answer is the declared type
props.prompt?.resolve('one')
// @ts-expect-error and is required when it cannot be undefined
props.prompt?.resolve()

expectTypeOf<KernelState['public-contract-test/slice']>().toEqualTypeOf<PublicSlice>()
expectTypeOf<KitState['public-contract-test/slice']>().toEqualTypeOf<PublicSlice>()
expectTypeOf<KernelViews['public-contract-test/View']>().toEqualTypeOf<{ readonly id: string }>()
expectTypeOf<KernelStorageKeys['public_contract_test_flag']>().toEqualTypeOf<KitStorageKeys['public_contract_test_flag']>()

export const publicContractPlugin: KitPlugin<'public-contract-test'> = {
  id: 'public-contract-test',
  setup(ctx) {
    const slice = ctx.store.register('public-contract-test/slice', { on: false })
    expectTypeOf(slice.get()).toEqualTypeOf<PublicSlice>()
    ctx.router.push('public-contract-test/View', { id: 'one' })
    expectTypeOf(ctx.modal.prompt('public-contract-test/View', { id: 'two' })).toEqualTypeOf<Promise<number>>()
    // @ts-expect-error the view's params are required
    ctx.router.push('public-contract-test/View')
    expectTypeOf(ctx.storage.item('public_contract_test_flag').get()).toEqualTypeOf<boolean | undefined>()
  },
}
