import styled from 'styled-components';
import { SAMPLE_IDENTITY_NOTE, telAddress, type ShopIdentity } from '@profit/contract';
import { Badge, Link } from '../../../primitives';
import { theme } from '../../../tokens';

export interface SellerIdentityProps {
  identity: ShopIdentity;
  /** `inverse` on the footer's ink; `default` on a page. */
  tone?: 'default' | 'inverse';
}

const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  font-style: normal;
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.relaxed};

  p {
    margin: 0;
  }
`;

const Name = styled.strong<{ $tone: 'default' | 'inverse' }>`
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textInverse : theme.colors.text)};
  font-weight: ${theme.fontWeights.semibold};
`;

const Sample = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/**
 * Who sells and how to reach them, as the Consumer Protection (E-Commerce) Rules, 2020 ask every
 * page to show: legal name, registered address, GSTIN, support e-mail and phone, business hours.
 * A demo shop's sample identity says it is one.
 */
export function SellerIdentity({ identity, tone = 'default' }: SellerIdentityProps) {
  const linkVariant = tone === 'inverse' ? 'inverse' : 'inline';
  return (
    <Address>
      {identity.sample && (
        <Sample>
          <Badge tone="warning">Sample details</Badge>
          <span>{SAMPLE_IDENTITY_NOTE}</span>
        </Sample>
      )}
      <p>
        Sold by <Name $tone={tone}>{identity.legalName}</Name>, {identity.address}. GSTIN {identity.gstin}.
      </p>
      <p>
        Support:{' '}
        <Link href={`mailto:${identity.supportEmail}`} variant={linkVariant}>
          {identity.supportEmail}
        </Link>{' '}
        ·{' '}
        <Link href={telAddress(identity.supportPhone)} variant={linkVariant}>
          {identity.supportPhone}
        </Link>{' '}
        · {identity.businessHours}
      </p>
    </Address>
  );
}
