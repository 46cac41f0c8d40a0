import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ANNUAL_DISCOUNT_PERCENT, PREMIUM_PLAN, REFUND_POLICY, TRIAL_DAYS } from '../../../content/policies';
import { Badge, Button, CheckIcon, Container, Heading, ShieldIcon, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, PageSection } from '../shared';

const Plan = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.containerNarrow};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  border: ${({ theme }) => theme.borderWidths.heavy} solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Amount = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};

  & span {
    margin-left: ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }

  & li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  & svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

const Guarantee = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};

  & svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

/**
 * `/pricing`: the one Premium Plan (Rs 499 one-time, BEST VALUE, ten features) with the refund
 * policy. Buy Now takes the shopper to the store, where the kits are added to the cart.
 */
export function PricingPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta
        title="Pricing"
        description="The Premium Plan: every Profit kit and every future update for Rs 499, one-time, with a 30-day money-back guarantee."
        path="/pricing"
      />
      <PageHeader
        eyebrow="Pricing"
        title="One plan. Every tool."
        lead="Pay once and keep everything: every kit in the store and every update we ship."
      />
      <PageBody>
        <Container>
          <Plan aria-labelledby="plan-name">
            <Stack direction="row" justify="between" align="center" wrap gap={3}>
              <Heading level={2} size="h3" id="plan-name">
                {PREMIUM_PLAN.name}
              </Heading>
              <Badge tone="brand">{PREMIUM_PLAN.badge}</Badge>
            </Stack>
            <Amount>
              {PREMIUM_PLAN.price}
              <span>{PREMIUM_PLAN.period}</span>
            </Amount>
            <Features aria-label="What the Premium Plan includes">
              {PREMIUM_PLAN.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon size="sm" />
                  <Text as="span">{feature}</Text>
                </li>
              ))}
            </Features>
            <Button size="lg" fullWidth onClick={() => navigate('/products')}>
              {PREMIUM_PLAN.cta}
            </Button>
            <Guarantee>
              <ShieldIcon />
              <Text size="small" data-policy="refund">
                {REFUND_POLICY}
              </Text>
            </Guarantee>
          </Plan>
        </Container>
        <PageSection title="Prefer a single tool?" id="monthly">
          <Text measure>
            Every kit is also sold on its own for Rs 499 a month. Monthly tools start with a {TRIAL_DAYS}-day free
            trial, and paying a year at once saves {ANNUAL_DISCOUNT_PERCENT}%.
          </Text>
        </PageSection>
      </PageBody>
    </>
  );
}
