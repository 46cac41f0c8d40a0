import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PRICING } from '../../../content/home';
import { KIT_PURCHASE } from '../../../content/policies';
import { Badge, Button, CheckIcon, Container, Heading, ShieldIcon, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, RefundPolicyNote } from '../shared';
import { theme } from '../../../tokens';

const Plan = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  max-width: ${theme.sizes.containerNarrow};
  margin: 0 auto;
  padding: ${theme.space[8]};
  border: ${theme.borderWidths.heavy} solid ${theme.colors.brand};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
`;

const Amount = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['5xl']};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.heading};

  & span {
    margin-left: ${theme.space[2]};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.textMuted};
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }

  & li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }
  & svg {
    flex: none;
    color: ${theme.colors.brandStrong};
  }
`;

const Guarantee = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandSoft};

  & svg {
    flex: none;
    color: ${theme.colors.brandStrong};
  }
`;

/**
 * `/pricing`: what every kit purchase includes (Rs 499 per kit, paid once, yours to keep) with the
 * refund policy. Buy Now takes the shopper to the store, where they choose the kit to buy.
 */
export function PricingPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="Pricing" description={PRICING.metaDescription} path="/pricing" />
      <PageHeader eyebrow={PRICING.eyebrow} title={PRICING.headline} lead={PRICING.lead} />
      <PageBody>
        <Container>
          <Plan aria-labelledby="plan-name">
            <Stack direction="row" justify="between" align="center" wrap gap={3}>
              <Heading level={2} size="h3" id="plan-name">
                {KIT_PURCHASE.name}
              </Heading>
              <Badge tone="brand">{KIT_PURCHASE.badge}</Badge>
            </Stack>
            <Amount>
              {KIT_PURCHASE.price}
              <span>{KIT_PURCHASE.period}</span>
            </Amount>
            <Features aria-label="What every kit purchase includes">
              {KIT_PURCHASE.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon size="sm" />
                  <Text as="span">{feature}</Text>
                </li>
              ))}
            </Features>
            <Button size="lg" fullWidth onClick={() => navigate('/products')}>
              {KIT_PURCHASE.cta}
            </Button>
            <Guarantee>
              <ShieldIcon />
              <Text size="small">
                <RefundPolicyNote />
              </Text>
            </Guarantee>
          </Plan>
        </Container>
      </PageBody>
    </>
  );
}
