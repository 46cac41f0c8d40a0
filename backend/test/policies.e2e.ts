import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { GRIEVANCE_REFERENCE, SAMPLE_SHOP_IDENTITY, ShopIdentitySchema, grievanceReceived } from '@profit/contract';
import { loadConfig } from '../src/config/app-config.js';
import { grievances } from '../src/database/schema.js';
import { describeOnPostgres, startTestApp, type DatabaseKind, type TestApp } from './support/test-app.js';

const validGrievance = {
  name: ' Meera Iyer ',
  email: 'meera@example.in',
  orderNumber: 'PRF-2026-000042',
  subject: 'Refund not received',
  details: 'I asked for a refund of the CRM kit ten days ago and it has not reached my UPI account.',
};

function grievanceSuite(kind: DatabaseKind) {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ database: kind });
  });
  afterAll(async () => {
    await test.close();
  });

  const file = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/support/grievances', payload: payload as string });

  it('stores the grievance and answers with its reference, in the order they arrive', async () => {
    const first = await file(validGrievance);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.reference).toMatch(GRIEVANCE_REFERENCE);
    expect(body).toEqual({ success: true, message: grievanceReceived(body.reference), reference: body.reference });
    const number = Number(body.reference.slice(4));
    const [row] = await test.database.db.select().from(grievances).where(eq(grievances.number, number));
    expect(row).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      orderNumber: 'PRF-2026-000042',
      subject: 'Refund not received',
    });
    const second = await file({ ...validGrievance, orderNumber: '' });
    expect(Number(second.json().reference.slice(4))).toBe(number + 1);
    const [other] = await test.database.db
      .select()
      .from(grievances)
      .where(eq(grievances.number, number + 1));
    expect(other!.orderNumber).toBeNull();
  });

  it('answers 400 with the contract’s message for each missing field, storing nothing', async () => {
    const before = (await test.database.db.select().from(grievances)).length;
    const response = await file({ name: '', email: 'not-an-address', subject: '', details: '' });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      subject: 'Say in a few words what the grievance is about.',
      details: 'Describe what happened and what you would like us to do.',
    });
    expect((await test.database.db.select().from(grievances)).length).toBe(before);
  });
}

describe('grievances (PGlite)', () => grievanceSuite('pglite'));
describeOnPostgres('grievances', () => grievanceSuite('postgres'));

describe('grievance rate limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ env: { RATE_LIMIT_SUPPORT_MAX: '1' } });
  });
  afterAll(async () => {
    await test.close();
  });

  it('counts grievances with the contact form: 429 once an address has sent its quota', async () => {
    const contact = await test.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      payload: { name: 'A', email: 'a@example.in', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(201);
    const limited = await test.app.inject({ method: 'POST', url: '/api/support/grievances', payload: validGrievance });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('GET /api/shop-identity', () => {
  let demo: TestApp;
  let configured: TestApp;
  const settings = {
    SELLER_LEGAL_NAME: 'Profit Learning Private Limited',
    SELLER_ADDRESS: '4th Floor, 12 Residency Road, Bengaluru, Karnataka 560025',
    SELLER_STATE: '29',
    SELLER_GSTIN: '29AAGCB7383J1Z4',
    SUPPORT_EMAIL: 'help@profit.example.in',
    SUPPORT_PHONE: '+91 80 4567 8900',
    BUSINESS_HOURS: 'Monday to Friday, 9 am to 6 pm IST',
    GRIEVANCE_OFFICER_NAME: 'Kavya Rao',
    GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@profit.example.in',
    SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/profit.example',
  };
  beforeAll(async () => {
    demo = await startTestApp();
    configured = await startTestApp({ env: settings });
  });
  afterAll(async () => {
    await demo.close();
    await configured.close();
  });

  it('shows a demo shop’s sample seller, contact and officer, marked as samples, with no social link', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/shop-identity' });
    expect(response.statusCode).toBe(200);
    const identity = ShopIdentitySchema.parse(response.json());
    expect(identity).toEqual(SAMPLE_SHOP_IDENTITY);
    expect(identity.sample).toBe(true);
    expect(identity.socialLinks).toEqual([]);
  });

  it('shows the configured identity, and only the social profiles configured', async () => {
    const identity = ShopIdentitySchema.parse(
      (await configured.app.inject({ method: 'GET', url: '/api/shop-identity' })).json(),
    );
    expect(identity).toEqual({
      legalName: settings.SELLER_LEGAL_NAME,
      address: settings.SELLER_ADDRESS,
      gstin: settings.SELLER_GSTIN,
      supportEmail: settings.SUPPORT_EMAIL,
      supportPhone: settings.SUPPORT_PHONE,
      businessHours: settings.BUSINESS_HOURS,
      grievanceOfficer: {
        name: 'Kavya Rao',
        designation: 'Head of Customer Care',
        email: 'grievance@profit.example.in',
      },
      socialLinks: [{ network: 'instagram', url: settings.SOCIAL_INSTAGRAM_URL }],
      sample: false,
    });
  });
});

describe('a live shop’s contact settings', () => {
  const live = {
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
    SELLER_LEGAL_NAME: 'Profit Learning Private Limited',
    SELLER_ADDRESS: 'Bengaluru',
    SELLER_STATE: '29',
    SELLER_GSTIN: '29AAGCB7383J1Z4',
  };

  it('refuses to start without the support contact and grievance officer, naming each', () => {
    expect(() => loadConfig(live)).toThrow(
      'SUPPORT_EMAIL, SUPPORT_PHONE, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_DESIGNATION, GRIEVANCE_OFFICER_EMAIL are required when NODE_ENV=production',
    );
  });

  it('refuses a support e-mail that is not an address and a phone that is not a number', () => {
    expect(() => loadConfig({ ...live, SUPPORT_EMAIL: 'help', SUPPORT_PHONE: 'call us' })).toThrow(
      /SUPPORT_EMAIL: must be an e-mail address[\s\S]*SUPPORT_PHONE: must be a phone number/,
    );
  });

  it('starts once they are set, its identity not a sample', () => {
    const config = loadConfig({
      ...live,
      SUPPORT_EMAIL: 'help@profit.example.in',
      SUPPORT_PHONE: '+91 80 4567 8900',
      GRIEVANCE_OFFICER_NAME: 'Kavya Rao',
      GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@profit.example.in',
    });
    expect(config.identity.sample).toBe(false);
    expect(config.identity.businessHours).toBe('Monday to Saturday, 10 am to 6 pm IST');
  });
});
