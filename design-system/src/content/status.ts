export type IncidentStatus = 'resolved' | 'monitoring' | 'investigating';

export interface Incident {
  id: string;
  title: string;
  status: IncidentStatus;
  impact: 'minor' | 'major';
  date: string;
  description: string;
}

/** The parts of the shop the status page lists, and what depends on the API's health. */
export const STATUS_SERVICES = [
  { id: 'storefront', name: 'Storefront and catalogue', needsDatabase: false },
  { id: 'signin', name: 'Sign-in with Google', needsDatabase: true },
  { id: 'checkout', name: 'Checkout and payments', needsDatabase: true },
  { id: 'library', name: 'Orders and downloads', needsDatabase: true },
  { id: 'support', name: 'Contact and bug reports', needsDatabase: true },
] as const;

/** Past incidents, newest first. */
export const INCIDENTS: readonly Incident[] = [
  {
    id: 'inc-2026-11-21',
    title: 'Slow downloads from the library',
    status: 'monitoring',
    impact: 'minor',
    date: '2026-11-21',
    description:
      'Downloads took up to 20 seconds for about an hour after a hosting change. A fix is live and we are watching download times.',
  },
  {
    id: 'inc-2026-11-02',
    title: 'UPI payments delayed during Diwali peak',
    status: 'resolved',
    impact: 'major',
    date: '2026-11-02',
    description:
      'Some UPI payments took up to 15 minutes to confirm because of bank-side delays. Every affected order was confirmed automatically; no payment was lost.',
  },
  {
    id: 'inc-2026-10-14',
    title: 'Sign-in errors for some Google accounts',
    status: 'resolved',
    impact: 'minor',
    date: '2026-10-14',
    description:
      'About 2% of sign-ins failed for 25 minutes after Google rotated its signing keys. Our key refresh now runs sooner.',
  },
];
