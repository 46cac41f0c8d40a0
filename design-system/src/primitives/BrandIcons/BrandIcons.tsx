import type { ReactNode } from 'react';
import { createIcon, type IconProps } from '../Icon/Icon';

export type BrandIconProps = Omit<IconProps, 'children'>;

/** A brand mark: the icon set's own factory, filled rather than stroked, on the mark's view box. */
const createBrandIcon = (name: string, content: ReactNode, viewBox = '0 0 24 24') =>
  createIcon(name, content, { viewBox, outline: false });

/** The five social networks of the footer, in `currentColor`. */
export const FacebookIcon = createBrandIcon(
  'Facebook',
  <path
    fill="currentColor"
    d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 22 12z"
  />,
);
export const InstagramIcon = createBrandIcon(
  'Instagram',
  <g fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </g>,
);
export const XIcon = createBrandIcon(
  'X',
  <path
    fill="currentColor"
    d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"
  />,
);
export const LinkedInIcon = createBrandIcon(
  'LinkedIn',
  <path
    fill="currentColor"
    d="M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.4 2.6 4.4 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4.3z"
  />,
);
export const YouTubeIcon = createBrandIcon(
  'YouTube',
  <path
    fill="currentColor"
    fillRule="evenodd"
    d="M23 12s0-3.5-.4-5.2a2.7 2.7 0 0 0-1.9-1.9C19 4.5 12 4.5 12 4.5s-7 0-8.7.4a2.7 2.7 0 0 0-1.9 1.9C1 8.5 1 12 1 12s0 3.5.4 5.2a2.7 2.7 0 0 0 1.9 1.9c1.7.4 8.7.4 8.7.4s7 0 8.7-.4a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-5.2.4-5.2zM9.8 15.5v-7l6 3.5z"
  />,
);

/** The five, in the footer's order, with the name each link should carry. */
export const socialIcons = [
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'X', Icon: XIcon },
  { name: 'LinkedIn', Icon: LinkedInIcon },
  { name: 'YouTube', Icon: YouTubeIcon },
] as const;

/**
 * Google's "G" in its own four colours, as Google's sign-in branding requires: the one place a
 * colour outside the theme is drawn, because it is Google's mark, not ours.
 */
export const GoogleMark = createBrandIcon(
  'Google',
  <>
    <path
      fill="#EA4335"
      d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
    />
    <path
      fill="#FBBC05"
      d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
    />
  </>,
  '0 0 48 48',
);
