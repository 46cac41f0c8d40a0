/** The fields of a user that can name them. */
export interface NameableUser {
  name?: string | null;
  username?: string | null;
  email?: string | null;
}

/** First non-blank of name, username, the e-mail's local part; else `User`. */
export function displayName(user: NameableUser | null | undefined): string {
  const localPart = user?.email?.split('@')[0];
  const candidates = [user?.name, user?.username, localPart];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'User';
}
