import { describe, expect, it } from 'vitest';
import { fillPrerenderedIdentity, prerenderedIdentity, telAddress } from './prerenderedIdentity.js';
import { SAMPLE_SHOP_IDENTITY } from './shopIdentityFacts.js';

/** A page as React renders the footer's identity with the placeholders. */
function pageWith(mode: 'demo' | 'live') {
  const shown = prerenderedIdentity(mode);
  return [
    `<p>Sold by <strong>${shown.legalName}</strong>, ${shown.address}. GSTIN ${shown.gstin}.</p>`,
    `<a href="mailto:${shown.supportEmail}">${shown.supportEmail}</a>`,
    `<a href="${telAddress(shown.supportPhone)}">${shown.supportPhone}</a> · ${shown.businessHours}`,
    `<strong>${shown.grievanceOfficer.name}</strong>${shown.grievanceOfficer.designation}`,
    `<a href="mailto:${shown.grievanceOfficer.email}">${shown.grievanceOfficer.email}</a>`,
  ].join('');
}

describe('the prerendered identity', () => {
  it('says a demo page’s seller is a sample and a live page’s is not', () => {
    expect(prerenderedIdentity('demo').sample).toBe(true);
    expect(prerenderedIdentity('live').sample).toBe(false);
  });

  it('is replaced everywhere by the shop’s own, the phone’s tel: address included', () => {
    const filled = fillPrerenderedIdentity(pageWith('demo'), 'demo', SAMPLE_SHOP_IDENTITY);
    expect(filled).toBe(
      [
        '<p>Sold by <strong>Profit Demo Store (sample seller)</strong>, 101 Sample Street, Baner, Pune, Maharashtra 411045. GSTIN 27AAACP1234Q1Z8.</p>',
        '<a href="mailto:support@profit.demo">support@profit.demo</a>',
        '<a href="tel:+912000000000">+91 20 0000 0000</a> · Monday to Saturday, 10 am to 6 pm IST',
        '<strong>Asha Sample</strong>Grievance Officer (sample)',
        '<a href="mailto:grievance@profit.demo">grievance@profit.demo</a>',
      ].join(''),
    );
  });

  it('escapes what the shop wrote, in text and in attributes', () => {
    const identity = {
      ...SAMPLE_SHOP_IDENTITY,
      sample: false,
      legalName: 'Rao & Sons <Pvt> "Ltd" \'s',
      supportEmail: 'a"b@example.in',
    };
    const filled = fillPrerenderedIdentity(pageWith('live'), 'live', identity);
    expect(filled).toContain('<strong>Rao &#38; Sons &#60;Pvt&#62; &#34;Ltd&#34; &#39;s</strong>');
    expect(filled).toContain('href="mailto:a&#34;b@example.in"');
    expect(filled).not.toMatch(/\{\{shop\.|\+00000000000000/);
  });

  it('leaves a page without placeholders as it is', () => {
    expect(fillPrerenderedIdentity('<p>About</p>', 'demo', SAMPLE_SHOP_IDENTITY)).toBe('<p>About</p>');
  });
});
