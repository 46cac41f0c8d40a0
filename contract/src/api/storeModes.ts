/** The modes a backend runs in (the storefront's mock mode has no backend). */
export const STORE_MODES = ['live', 'demo'] as const;

/** Who takes payments: Razorpay, or the simulated provider of demo mode. */
export const PAYMENT_PROVIDERS = ['razorpay', 'simulated'] as const;
