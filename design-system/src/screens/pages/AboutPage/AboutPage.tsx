import styled from 'styled-components';
import { ABOUT } from '../../../content/company';
import { ButtonLink, Container, Grid, Heading, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, PageSection, PlainList, Tile } from '../shared';
import { theme } from '../../../tokens';

const Stat = styled(Tile)`
  gap: ${theme.space[1]};
`;

const Figure = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['3xl']};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.brandStrong};
`;

const Mission = styled.blockquote`
  margin: 0;
  padding-left: ${theme.space[6]};
  border-left: ${theme.borderWidths.heavy} solid ${theme.colors.brand};
`;

/** `/about`: the mission, the figures (500+ products, 15+ categories, 24/7 support, Rs 50K+), the story and values. */
export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About us"
        description="Profit builds practical digital kits for young Indian entrepreneurs: 500+ products in 15+ categories, with 24/7 support."
        path="/about"
      />
      <PageHeader eyebrow="About Profit" title="Tools for India’s first-time founders" lead={ABOUT.lead} />
      <PageBody>
        <Container>
          <Mission>
            <Text size="lead" weight="medium">
              {ABOUT.mission}
            </Text>
          </Mission>
        </Container>
        <PageSection title="Profit in numbers" id="numbers">
          <PlainList as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
            {ABOUT.stats.map((stat) => (
              <li key={stat.label}>
                <Stat as="div">
                  <Figure>{stat.value}</Figure>
                  <Text tone="muted">{stat.label}</Text>
                </Stat>
              </li>
            ))}
          </PlainList>
        </PageSection>
        <PageSection title="Our story" id="story">
          {ABOUT.story.map((paragraph) => (
            <Text key={paragraph.slice(0, 24)} measure>
              {paragraph}
            </Text>
          ))}
        </PageSection>
        <PageSection title="What we believe" id="values">
          <Grid columns={{ base: 1, md: 3 }} gap={4}>
            {ABOUT.values.map((value) => (
              <Tile key={value.title}>
                <Heading level={3} size="h5">
                  {value.title}
                </Heading>
                <Text tone="muted">{value.body}</Text>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <Container>
          <ButtonLink to="/products">Browse the kits</ButtonLink>
        </Container>
      </PageBody>
    </>
  );
}
