import { FEATURES } from '../../../content/marketing';
import { ButtonLink, CheckIcon, Container, Grid, Heading, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';

/** `/features`: what every kit gives you. */
export function FeaturesPage() {
  return (
    <>
      <PageMeta
        title="Features"
        description="Kits ready in an afternoon, built for Indian prices, GST and free tools, updated for free and yours to keep."
        path="/features"
      />
      <PageHeader eyebrow="Features" title="Built for how India sells online" lead={FEATURES.lead} />
      <PageBody>
        <Container>
          <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
            {FEATURES.items.map((feature) => (
              <Tile key={feature.title}>
                <Stack direction="row" gap={2} align="center">
                  <CheckIcon />
                  <Heading level={2} size="h5">
                    {feature.title}
                  </Heading>
                </Stack>
                <Text tone="muted">{feature.body}</Text>
              </Tile>
            ))}
          </Grid>
        </Container>
        <Container>
          <Stack direction="row" gap={3} wrap>
            <ButtonLink to="/pricing">See pricing</ButtonLink>
            <ButtonLink to="/documentation" variant="secondary">
              Read the documentation
            </ButtonLink>
          </Stack>
        </Container>
      </PageBody>
    </>
  );
}
