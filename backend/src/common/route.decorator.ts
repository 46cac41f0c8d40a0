import {
  applyDecorators,
  createParamDecorator,
  Get,
  HttpCode,
  Post,
  SetMetadata,
  type ExecutionContext,
} from '@nestjs/common';
import { RATE_LIMIT_POLICIES, rateLimitOf, schemaNamed, type EndpointDescription } from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { Policy, type AddressPolicy, type RoutePolicy, type ShopperPolicy } from '../rate-limits/rate-limit-policy.js';
import { RateLimitedPerShopper } from '../rate-limits/shopper-rate-limit.guard.js';
import { Public } from './public.decorator.js';
import { ZodBody } from './zod-body.pipe.js';

/** The metadata key of the declaration a handler serves (read by `@DeclaredBody`, `@DeclaredQuery` and the route test). */
export const ROUTE_DECLARATION = 'routeDeclaration';

/**
 * The Nest path of a declared path: a parameter with an extension (`:n.pdf`) is served as the
 * whole segment (`:n`, whose value keeps `.pdf`), which its handler checks.
 */
export const nestPathOf = (path: string) => path.replace(/:(\w+)\.\w+/g, ':$1');

/**
 * Serves a handler as the contract's route: its method and path, its success status, `@Public()`
 * when it needs no session, and its rate limit (per address in the route config, per shopper by
 * guard) and error and body policies. The controller itself names no path (`@Controller()`).
 */
export function Route(endpoint: EndpointDescription): MethodDecorator {
  const decorators = [
    SetMetadata(ROUTE_DECLARATION, endpoint),
    (endpoint.method === 'GET' ? Get : Post)(nestPathOf(endpoint.path)),
    HttpCode(endpoint.status ?? 200),
  ];
  if (!endpoint.auth) decorators.push(Public());
  const rateLimit = rateLimitOf(endpoint);
  const policy: RoutePolicy = {
    ...(rateLimit && RATE_LIMIT_POLICIES[rateLimit] === 'address' ? { rateLimit: rateLimit as AddressPolicy } : {}),
    ...(endpoint.successFlagOnErrors ? { successFlagOnErrors: true } : {}),
    ...(endpoint.contentType === 'multipart/form-data' ? { multipart: true } : {}),
  };
  if (Object.keys(policy).length > 0) decorators.push(Policy(policy));
  if (rateLimit && RATE_LIMIT_POLICIES[rateLimit] === 'shopper')
    decorators.push(RateLimitedPerShopper(rateLimit as ShopperPolicy));
  return applyDecorators(...decorators);
}

function declarationOf(context: ExecutionContext): EndpointDescription {
  const endpoint = Reflect.getMetadata(ROUTE_DECLARATION, context.getHandler()) as EndpointDescription | undefined;
  if (!endpoint) throw new Error(`${context.getHandler().name} has no @Route declaration`);
  return endpoint;
}

/** The JSON body, parsed with the route's declared `request` schema: a body that breaks it is a 400 listing every broken field. */
export const DeclaredBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const { request } = declarationOf(context);
  if (!request) throw new Error(`${context.getHandler().name} declares no request body`);
  return new ZodBody(schemaNamed(request)).transform(context.switchToHttp().getRequest<FastifyRequest>().body);
});

/** The query string, parsed with the route's declared `query` schema (defaults filled in), or a 400. */
export const DeclaredQuery = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const { query } = declarationOf(context);
  if (!query) throw new Error(`${context.getHandler().name} declares no query`);
  return new ZodBody(schemaNamed(query)).transform(context.switchToHttp().getRequest<FastifyRequest>().query);
});
