// @ts-check
import { area } from './area.mjs';

/**
 * The flows with unit tests (`src/flows/*.test.tsx`, hooks rendered in happy-dom against the MSW
 * handlers). Left out, and why (docs/testing.md, "Test strength"): `usePayNow` and
 * `useGoogleSignIn` drive third-party browser widgets (Razorpay Checkout, Google Identity) through
 * the services seam, with confirmation back-off timers; `useContractFormOnDemand` and
 * `ContractFormEngine` take over prerendered markup as a lazy chunk arrives. Their stories and the
 * Playwright journeys test them in a real browser, which is too slow to run per mutant. The message
 * modules and the index hold no logic.
 */
export default area('flows', {
  mutate: [
    'src/flows/useContractForm.ts',
    'src/flows/useAddToCart.ts',
    'src/flows/useOwnedProductIds.ts',
    'src/flows/useSubscribe.ts',
    'src/flows/useDownloadProduct.ts',
    'src/flows/useDownloadTaxDocument.ts',
    'src/flows/saveDownloadedFile.ts',
  ],
  tests: 'src/flows/**/*.test.tsx',
  vitestConfig: 'vitest.unit.config.ts',
});
