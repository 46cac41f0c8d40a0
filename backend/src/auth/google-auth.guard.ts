import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Runs the `google-id-token` strategy on the sign-in route; its errors pass through unchanged. */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google-id-token') {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new Error('Google strategy answered no user and no error');
    return user;
  }
}
