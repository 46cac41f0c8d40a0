import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The signed-in user the session guard attached to the request. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  /** The session the request came with, so logout can revoke exactly that one. */
  sessionId: string;
}

/** Injects the signed-in user into a handler: `@CurrentUser() user: AuthenticatedUser`. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const request = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
  if (!request.user) throw new Error('CurrentUser used on a route without the session guard');
  return request.user;
});
