import {
  CATALOGUE,
  ClientConfigSchema,
  ENDPOINTS,
  ProductListResponseSchema,
  ProductSchema,
  UNKNOWN_PRODUCT_MESSAGE,
} from '@profit/contract';
import { errorResponse, errorVariants, latency, respond, handle } from './http';

/** The catalogue fixture, checked against the contract once. */
export const catalogueFixture = ProductListResponseSchema.parse({ products: CATALOGUE });

/** A price rise on one product, for the price-change variants (Rs 499 to Rs 599). */
export const changedPrices: Record<string, number> = { 'instagram-growth-playbook': 59_900 };

const ok = [
  handle(ENDPOINTS.products, async () => {
    await latency();
    return respond(ProductListResponseSchema, catalogueFixture);
  }),
  handle(ENDPOINTS.product, async ({ params }) => {
    await latency();
    const product = catalogueFixture.products.find((candidate) => candidate.id === params.id);
    if (!product) return errorResponse(404, 'NOT_FOUND', UNKNOWN_PRODUCT_MESSAGE);
    return respond(ProductSchema, product);
  }),
  handle(ENDPOINTS.config, async () => {
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

const routes = [ENDPOINTS.products, ENDPOINTS.product, ENDPOINTS.config] as const;

/** Products and configuration: `ok`, and each error path of the spec. */
export const catalogueHandlers = {
  ok,
  ...errorVariants(routes),
  /** The catalogue at `changedPrices`: the server's prices moved since the cart was filled. */
  pricesChanged: [
    handle(ENDPOINTS.products, async () => {
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
