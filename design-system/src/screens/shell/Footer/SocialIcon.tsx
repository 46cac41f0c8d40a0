import type { SocialLink } from '../../../content/footer';

/** Maps a network to its icon (until the design system's social icons land: its initial). */
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return <span aria-hidden="true">{network.slice(0, 2).toUpperCase()}</span>;
}
