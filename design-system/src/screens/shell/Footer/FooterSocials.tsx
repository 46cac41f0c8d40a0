import styled from 'styled-components';
import type { ShopIdentity } from '@profit/contract';
import { SOCIAL_LABELS } from '../../../content/footer';
import { SocialIcon } from './SocialIcon';
import { theme } from '../../../tokens';

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.sizes.control.md};
    height: ${theme.sizes.control.md};
    border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
    border-radius: ${theme.radii.round};
  }
  a:hover {
    border-color: ${theme.colors.brand};
  }
`;

/** The social profiles the shop configured, each opening in a new tab. */
export function FooterSocials({ links }: { links: ShopIdentity['socialLinks'] }) {
  return (
    <Socials aria-label="Social media">
      {links.map((social) => (
        <li key={social.network}>
          <a href={social.url} aria-label={SOCIAL_LABELS[social.network]} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </Socials>
  );
}
