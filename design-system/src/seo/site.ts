/**
 * The site's identity for page metadata. The address is the origin the shop is served from
 * (never a placeholder domain); a build may pin it with `VITE_SITE_URL` for canonical links.
 */
export const SITE = {
  name: 'Profit',
  tagline: 'Premium digital tools for India’s young entrepreneurs',
  locale: 'en_IN',
} as const;

/** The public origin: `VITE_SITE_URL` when the build sets it, else the page's own origin. */
export function siteOrigin(): string {
  const configured = (import.meta as unknown as { env?: Record<string, string | undefined> }).env?.VITE_SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}
