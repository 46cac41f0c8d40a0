import type { IconSize } from '../Icon';
import { FacebookIcon, GoogleMark, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from './BrandIcons';

/** Every brand mark, by the brand's name. */
export const brandIcons = {
  Google: GoogleMark,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XIcon,
  LinkedIn: LinkedInIcon,
  YouTube: YouTubeIcon,
} as const;

export type BrandName = keyof typeof brandIcons;

/** The props every brand mark takes, and which mark. */
export interface BrandIconByNameProps {
  /** Whose mark (each is also its own component: `GoogleMark`, `FacebookIcon`…). */
  brand: BrandName;
  /** `sm` 16 px, `md` 20 px (default), `lg` 24 px, `xl` 32 px. */
  size?: IconSize;
  /**
   * An accessible name, for a mark that stands alone; without it the mark is hidden from
   * assistive technology and the link or button around it carries the name.
   */
  title?: string;
}

/**
 * Any brand mark by its brand. The marks are made by `createIcon`, which the docs' prop table
 * cannot read: this is the BrandIcons docs page's component and Playground (not exported from the
 * package; screens import each mark by name).
 */
export function BrandIconByName({ brand, ...props }: BrandIconByNameProps) {
  const Mark = brandIcons[brand];
  return <Mark {...props} />;
}
