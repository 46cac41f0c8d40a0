import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../common/public.decorator.js';

/** The global guard: every route needs a live session unless it is marked `@Public()`. */
@Injectable()
export class SessionGuard extends AuthGuard('session') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  /** Passport's own error would be a bare 401; keep the strategy's message and code. */
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new Error('Session strategy answered no user and no error');
    return user;
  }
}
