/*
 * The grievance's times, reference and message, apart from its schemas (nothing here imports zod),
 * for copy that the app's first chunk may carry.
 */

/**
 * The times the Consumer Protection (E-Commerce) Rules, 2020 give a grievance officer: acknowledge
 * a complaint within 48 hours, resolve it within one month of receiving it.
 */
export const GRIEVANCE_TIMES = { acknowledge: '48 hours', resolve: 'one month' } as const;

/** A grievance's reference as the sender sees it: `GRV-` and six digits or more. */
export const GRIEVANCE_REFERENCE = /^GRV-\d{6,}$/;

/** The reference of the grievance numbered `number` (the table's sequence). */
export const grievanceReference = (number: number): string => `GRV-${String(number).padStart(6, '0')}`;

/** Shown when a grievance is stored, with its reference. */
export const grievanceReceived = (reference: string): string =>
  `Your grievance is registered as ${reference}. Our grievance officer will acknowledge it within ${GRIEVANCE_TIMES.acknowledge} and resolve it within ${GRIEVANCE_TIMES.resolve}.`;
