import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PRICING } from '../../../content/home';
import { KIT_PURCHASE } from '../../../content/policies';
import { RefundPolicyNote } from '../../pages/shared/RefundPolicyNote';
import { Button, CheckIcon, Container, ShieldIcon } from '../../../primitives';
import { Band, SectionIntro } from '../SectionIntro';
import { glowInCorner, theme } from '../../../tokens';

const Plan = styled.article`
  position: relative;
  display: grid;
  gap: ${theme.space[8]};
  max-width: 60rem;
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[6]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  border-radius: ${theme.radii.xl};
  background:
    ${glowInCorner({ width: 32, height: 16, color: `${theme.colors.brand}24`, fadesAt: 70 })},
    ${theme.colors.surfaceInk};
  box-shadow:
    0 0 0 ${theme.borderWidths.thin} ${theme.colors.brand}33,
    0 ${theme.space[8]} ${theme.space[20]} ${theme.colors.brand}1f;

  ${theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    padding: ${theme.space[12]};
  }
`;

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[4]};
`;

const PlanName = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
`;

const Badge = styled.span`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space[2]};
  margin: 0;
  color: ${theme.colors.textOnInkMuted};

  strong {
    color: ${theme.colors.textInverse};
    font-family: ${theme.fonts.heading};
    font-size: calc(${theme.fontSizes['5xl']} * 1.25);
    letter-spacing: -0.04em;
    line-height: 1;
  }
`;

const Guarantee = styled.p`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  color: ${theme.colors.textOnInkMuted};
  font-size: ${theme.fontSizes.sm};

  svg {
    flex: none;
    color: ${theme.colors.brand};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${theme.space[3]};
    color: ${theme.colors.textOnInkMuted};
  }
  svg {
    flex: none;
    margin-top: ${theme.space.half};
    padding: ${theme.space.half};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.brand}26;
    color: ${theme.colors.brand};
  }
`;

/**
 * The pricing section: what every kit purchase includes (Rs 499 per kit, paid once), the 30-day
 * money-back guarantee, and Buy Now, which takes the shopper to the store section to choose a kit.
 */
export function PricingSection() {
  const navigate = useNavigate();
  return (
    <Band $surface="dark" id="pricing" aria-labelledby="pricing-title">
      <Container>
        <SectionIntro
          id="pricing-title"
          surface="dark"
          align="center"
          eyebrow={PRICING.eyebrow}
          title={PRICING.headline}
          lead={PRICING.lead}
        />
        <Plan aria-labelledby="plan-name">
          <Offer>
            <Badge>{KIT_PURCHASE.badge}</Badge>
            <PlanName id="plan-name">{KIT_PURCHASE.name}</PlanName>
            <Price>
              <strong>{KIT_PURCHASE.price}</strong> {KIT_PURCHASE.period}
            </Price>
            <Button
              size="lg"
              fullWidth
              onClick={() => {
                void navigate('/#store');
                document.getElementById('store')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {KIT_PURCHASE.cta}
            </Button>
            <Guarantee>
              <ShieldIcon size="sm" />
              <span>
                <RefundPolicyNote />
              </span>
            </Guarantee>
          </Offer>
          <Features aria-label="What every kit purchase includes">
            {KIT_PURCHASE.features.map((feature) => (
              <li key={feature}>
                <CheckIcon size="sm" />
                {feature}
              </li>
            ))}
          </Features>
        </Plan>
      </Container>
    </Band>
  );
}
