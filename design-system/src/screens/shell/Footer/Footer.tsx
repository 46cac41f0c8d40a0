import { Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShopIdentityQuery } from '../../../api/policies';
import { FOOTER, FOOTER_GROUPS } from '../../../content/footer';
import { HERO } from '../../../content/home';
import { lazyPart, Logo, useRenderedAhead } from '../../../primitives';
import { SITE } from '../../../seo/site';
import { NewsletterForm } from '../NewsletterForm';
import { theme } from '../../../tokens';

// Shown only once the server has answered, so loaded then, outside the app's first chunk; should
// that code not arrive, the footer goes without them rather than the page failing whole.
const SellerIdentity = lazyPart(() => import('../SellerIdentity').then((module) => module.SellerIdentity));
const FooterSocials = lazyPart(() => import('./FooterSocials').then((module) => module.FooterSocials));

/** Loads the footer's parts now: the build renders its pages with the seller's identity in place. */
export const preloadFooterParts = () => Promise.all([SellerIdentity.preload(), FooterSocials.preload()]);

export interface FooterProps {
  /** The year shown in the copyright line; defaults to the current year. */
  year?: number;
}

const Root = styled.footer`
  background: ${theme.colors.surfaceInverse};
  color: ${theme.colors.textOnInkMuted};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.textInverse};
  }
  & :focus-visible {
    outline-color: ${theme.colors.brand};
  }
`;

const Inner = styled.div`
  max-width: ${theme.sizes.container};
  margin: 0 auto;
  padding: ${theme.space[16]} ${theme.space[4]} ${theme.space[8]};

  ${theme.media.md} {
    padding-left: ${theme.space[8]};
    padding-right: ${theme.space[8]};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space[12]};

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  }
`;

const BrandBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const BrandName = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.textInverse};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 24rem;
`;

const NewsletterTitle = styled.h2`
  margin: ${theme.space[4]} 0 0;
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.lg};
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[8]};

  ${theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.textInverse};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

const GroupLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
`;

const Identity = styled.div`
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[12]};
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  font-size: ${theme.fontSizes.sm};

  ${theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }

  p {
    margin: 0;
  }
`;

const Legal = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The shop's answer, for the footer's parts that show it. Its arrival renders them in a deferred
 * pass that yields to the browser: the answer comes as the app starts, and a press the shopper
 * makes then is answered first.
 */
function useShopIdentity() {
  return useDeferredValue(useShopIdentityQuery().data);
}

/**
 * The social profiles the shop configured, once the server has answered and the page is not
 * rendered ahead (the build's render, or React taking that markup over): a
 * prerendered page is built before any shop is configured and shows none (its seller's details
 * are put in by the server, `fillPrerenderedIdentity`).
 */
function SocialProfiles() {
  const identity = useShopIdentity();
  const links = (useRenderedAhead() ? undefined : identity?.socialLinks) ?? [];
  return links.length > 0 ? (
    <Suspense fallback={null}>
      <FooterSocials links={links} />
    </Suspense>
  ) : null;
}

/** The seller's identity, once the server has answered. */
function ServerIdentity() {
  const identity = useShopIdentity();
  return identity ? (
    <Identity>
      <Suspense fallback={null}>
        <SellerIdentity identity={identity} tone="inverse" />
      </Suspense>
    </Identity>
  ) : null;
}

/**
 * The footer: brand, tagline, the newsletter (the hero's endpoint and messages), the four link
 * groups at the addresses the shop serves, the year, the legal and policy pages, the social
 * profiles the shop configured, and last the seller's identity (from the server, once it answers:
 * at the end, so its arrival moves nothing the shopper is reading).
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <Root>
      <Inner>
        <Top>
          <BrandBlock>
            <BrandName>
              <Logo size="sm" markOnly decorative />
              {SITE.name}
            </BrandName>
            <Tagline>{FOOTER.tagline}</Tagline>
            <NewsletterTitle>{FOOTER.newsletterTitle}</NewsletterTitle>
            <Tagline>{FOOTER.newsletterLead}</Tagline>
            <NewsletterForm
              name="Newsletter"
              label={HERO.emailLabel}
              placeholder={HERO.emailPlaceholder}
              cta={FOOTER.newsletterCta}
            />
          </BrandBlock>
          <Groups>
            {FOOTER_GROUPS.map((group) => (
              <nav key={group.title} aria-label={group.title}>
                <GroupTitle>{group.title}</GroupTitle>
                <GroupLinks>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </GroupLinks>
              </nav>
            ))}
          </Groups>
        </Top>
        <Bottom>
          <p>
            © {year} {SITE.name}. All rights reserved.
          </p>
          <Legal aria-label="Legal">
            {FOOTER.legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Legal>
          <SocialProfiles />
        </Bottom>
        {/* Last: it appears once the server answers, and nothing below it can move when it does. */}
        <ServerIdentity />
      </Inner>
    </Root>
  );
}
