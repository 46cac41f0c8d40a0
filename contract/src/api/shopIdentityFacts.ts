import type { ShopIdentity } from './shopIdentity.js';

/**
 * The shop identity's constants, apart from its schema (nothing here imports zod): the footer is
 * in the app's first chunk and must not bring the validators with it (the home route's size budget).
 */

/** Business hours when the shop does not set its own (`BUSINESS_HOURS`). */
export const DEFAULT_BUSINESS_HOURS = 'Monday to Saturday, 10 am to 6 pm IST';

/**
 * A demo shop's identity: a made-up seller (its GSTIN of the right shape and check character) and
 * contacts on addresses that reach nobody. The backend's demo mode and the mocks answer with it.
 */
export const SAMPLE_SHOP_IDENTITY: ShopIdentity = {
  legalName: 'Profit Demo Store (sample seller)',
  address: '101 Sample Street, Baner, Pune, Maharashtra 411045',
  gstin: '27AAACP1234Q1Z8',
  supportEmail: 'support@profit.demo',
  supportPhone: '+91 20 0000 0000',
  businessHours: DEFAULT_BUSINESS_HOURS,
  grievanceOfficer: { name: 'Asha Sample', designation: 'Grievance Officer (sample)', email: 'grievance@profit.demo' },
  socialLinks: [],
  sample: true,
};

/** The sentence every page shows beside a demo shop's identity. */
export const SAMPLE_IDENTITY_NOTE = 'Sample details of a demo shop: not a real business.';
