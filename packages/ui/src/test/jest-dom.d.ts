// jest-dom's own vitest typing augments `Assertion<T>`, whose type parameters changed in
// vitest 5 (Assertion<R, T>); augmenting `Matchers` is the supported way now.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  // Same type parameters as vitest declares (merging requires it), hence the unused T.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> extends TestingLibraryMatchers<unknown, R> {}
}
