import { http } from 'msw';
import {
  CATALOGUE,
  ClientConfigSchema,
  ENDPOINTS,
  ProductListResponseSchema,
  ProductSchema,
  UNKNOWN_PRODUCT_MESSAGE,
} from '@profit/contract';
import { apiUrl, errorResponse, errorVariants, latency, respond } from './http';

/** The catalogue fixture, checked against the contract once. */
export const catalogueFixture = ProductListResponseSchema.parse({ products: CATALOGUE });

/** A price rise on one product, for the price-change variants (Rs 499 to Rs 599). */
export const changedPrices: Record<string, number> = { 'instagram-growth-playbook': 59_900 };

const ok = [
  http.get(apiUrl(ENDPOINTS.products.path), async () => {
    await latency();
    return respond(ProductListResponseSchema, catalogueFixture);
  }),
  http.get(apiUrl(ENDPOINTS.product.path), async ({ params }) => {
    await latency();
    const product = catalogueFixture.products.find((candidate) => candidate.id === params.id);
    if (!product) return errorResponse(404, 'NOT_FOUND', UNKNOWN_PRODUCT_MESSAGE);
    return respond(ProductSchema, product);
  }),
  http.get(apiUrl(ENDPOINTS.config.path), async () => {
    await latency();
    return respond(ClientConfigSchema, {
      mode: 'demo',
      googleClientId: null,
      razorpayKeyId: null,
      paymentProvider: 'simulated',
      testPayments: false,
    });
  }),
];

const routes = [
  { method: 'get', path: ENDPOINTS.products.path },
  { method: 'get', path: ENDPOINTS.product.path },
  { method: 'get', path: ENDPOINTS.config.path },
] as const;

/** Products and configuration: `ok`, and each error path of the spec. */
export const catalogueHandlers = {
  ok,
  ...errorVariants(routes),
  /** The catalogue at `changedPrices`: the server's prices moved since the cart was filled. */
  pricesChanged: [
    http.get(apiUrl(ENDPOINTS.products.path), async () => {
      await latency();
      return respond(ProductListResponseSchema, {
        products: catalogueFixture.products.map((product) => ({
          ...product,
          price: changedPrices[product.id] ?? product.price,
        })),
      });
    }),
    ...ok,
  ],
};
