import { z } from 'zod';
import { plainString } from './text.js';

export const GoogleSignInRequestSchema = z.strictObject({
  credential: plainString('The credential', 'A Google credential is required.')
    .min(1, { error: 'A Google credential is required.' })
    .max(8192, { error: 'That credential is too long.' }),
});
export type GoogleSignInRequest = z.infer<typeof GoogleSignInRequestSchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string().min(1) });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const ProfileResponseSchema = z.object({
  user: z.object({ name: z.string(), username: z.string(), email: z.string() }),
  /** Whether this person is one of the shop's merchants (`ADMIN_EMAILS`): the console at /admin is theirs. */
  merchant: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

export const LogoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** Demo mode only: the backend's own identity provider issues an ID token for this person. */
export const DemoCredentialRequestSchema = z.strictObject({
  name: plainString('Your name', 'Enter your name.').trim().min(1, { error: 'Enter your name.' }).max(80),
  email: plainString('Your e-mail address', 'Enter your e-mail address.')
    .trim()
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' })),
});
export type DemoCredentialRequest = z.infer<typeof DemoCredentialRequestSchema>;
export const DemoCredentialResponseSchema = z.object({ credential: z.string() });
export type DemoCredentialResponse = z.infer<typeof DemoCredentialResponseSchema>;

/** The demo identity's signing keys (a JSON Web Key Set), which the server's own verifier reads. */
export const DemoJwksResponseSchema = z.object({ keys: z.array(z.looseObject({})) });
