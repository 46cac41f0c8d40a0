import type { ShopIdentity } from './shopIdentity.js';

/**
 * The shop's identity in its prerendered pages. The build renders the pages before any shop is
 * configured, so it renders this identity, each text a placeholder; the server puts its own in at
 * start (`fillPrerenderedIdentity`) and gives the page the same identity to start the app from, so
 * the seller's details are on every page as it arrives, script or no script. Nothing here imports
 * zod: the storefront's first chunk reads it.
 */

/** The phone placeholder: digits only, so the `tel:` address made from it (`telAddress`) keeps it whole. */
const PHONE_PLACEHOLDER = '+00000000000000';

/**
 * The identity a page is prerendered with in `mode`: a demo page says its seller is a sample, a
 * live page does not. No social profiles: the footer shows those once the app runs.
 */
export function prerenderedIdentity(mode: 'demo' | 'live'): ShopIdentity {
  return {
    legalName: '{{shop.legalName}}',
    address: '{{shop.address}}',
    gstin: '{{shop.gstin}}',
    supportEmail: '{{shop.supportEmail}}',
    supportPhone: PHONE_PLACEHOLDER,
    businessHours: '{{shop.businessHours}}',
    grievanceOfficer: {
      name: '{{shop.grievanceOfficer.name}}',
      designation: '{{shop.grievanceOfficer.designation}}',
      email: '{{shop.grievanceOfficer.email}}',
    },
    socialLinks: [],
    sample: mode === 'demo',
  };
}

/** The `tel:` address of a phone number as the shop writes it (`+91 20 0000 0000` → `tel:+912000000000`). */
export const telAddress = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** Text escaped for HTML or XML, in an element or an attribute value: `& < > " '` as character references. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The id of the element in which the server gives a prerendered page the identity it filled in. */
export const SHOP_IDENTITY_ELEMENT_ID = 'shop-identity';

/** That element: the identity as JSON, no `<` in it, so nothing in the shop's text can end the script. */
export const shopIdentityElement = (identity: ShopIdentity): string =>
  `<script type="application/json" id="${SHOP_IDENTITY_ELEMENT_ID}">${JSON.stringify(identity).replace(/</g, '\\u003c')}</script>`;

/**
 * A page prerendered with `prerenderedIdentity` showing `identity` instead: every placeholder
 * replaced by the shop's own text, escaped for HTML (text and attribute values alike). The phone's
 * `tel:` address first, then its text.
 */
export function fillPrerenderedIdentity(html: string, mode: 'demo' | 'live', identity: ShopIdentity): string {
  const placeholder = prerenderedIdentity(mode);
  const pairs: [string, string][] = [
    [telAddress(placeholder.supportPhone), telAddress(identity.supportPhone)],
    [placeholder.supportPhone, identity.supportPhone],
    [placeholder.legalName, identity.legalName],
    [placeholder.address, identity.address],
    [placeholder.gstin, identity.gstin],
    [placeholder.supportEmail, identity.supportEmail],
    [placeholder.businessHours, identity.businessHours],
    [placeholder.grievanceOfficer.name, identity.grievanceOfficer.name],
    [placeholder.grievanceOfficer.designation, identity.grievanceOfficer.designation],
    [placeholder.grievanceOfficer.email, identity.grievanceOfficer.email],
  ];
  return pairs.reduce((page, [from, to]) => page.split(from).join(escapeMarkup(to)), html);
}
