import {
  ENDPOINTS,
  GrievanceRequestSchema,
  GrievanceResponseSchema,
  SAMPLE_SHOP_IDENTITY,
  ShopIdentitySchema,
  grievanceReceived,
  type ShopIdentity,
} from '@profit/contract';
import { mockDb } from './db';
import { errorVariants, latency, rateLimitedVariant, readBody, respond, handle } from './http';

/** A live shop's identity, as a configured backend answers it: a made-up seller with two social profiles. */
export const CONFIGURED_SHOP_IDENTITY: ShopIdentity = {
  legalName: 'Profit Learning Private Limited',
  address: '4th Floor, 12 Residency Road, Bengaluru, Karnataka 560025',
  gstin: '29AAGCB7383J1Z4',
  supportEmail: 'help@profit.example.in',
  supportPhone: '+91 80 4567 8900',
  businessHours: 'Monday to Friday, 9 am to 6 pm IST',
  grievanceOfficer: { name: 'Kavya Rao', designation: 'Head of Customer Care', email: 'grievance@profit.example.in' },
  socialLinks: [
    { network: 'instagram', url: 'https://www.instagram.com/profit.example' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/profit-example' },
  ],
  sample: false,
};

const identityAnswering = (identity: ShopIdentity) => [
  handle(ENDPOINTS.shopIdentity, async () => {
    await latency();
    return respond(ShopIdentitySchema, identity);
  }),
];

const identityRoutes = [ENDPOINTS.shopIdentity] as const;

/** `GET /shop-identity`: a demo backend's sample identity (`ok`), a configured shop's, and the error paths. */
export const shopIdentityHandlers = {
  ok: identityAnswering(SAMPLE_SHOP_IDENTITY),
  configured: identityAnswering(CONFIGURED_SHOP_IDENTITY),
  ...errorVariants(identityRoutes),
};

const grievanceRoutes = [ENDPOINTS.grievance] as const;

/** `POST /support/grievances`: stored in the mock backend with its reference, the error paths, and the 429. */
export const grievanceHandlers = {
  ok: [
    handle(ENDPOINTS.grievance, async ({ request }) => {
      await latency();
      const body = await readBody(request, GrievanceRequestSchema);
      if ('response' in body) return body.response;
      const reference = mockDb.addGrievance(body.data);
      return respond(
        GrievanceResponseSchema,
        { success: true, message: grievanceReceived(reference), reference },
        { status: 201 },
      );
    }),
  ],
  ...errorVariants(grievanceRoutes),
  rateLimited: rateLimitedVariant(grievanceRoutes),
};
