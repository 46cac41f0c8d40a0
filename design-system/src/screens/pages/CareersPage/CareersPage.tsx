import { CAREERS } from '../../../content/company';
import { Badge, ButtonLink, Grid, Heading, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, PageSection, PlainList, Tile } from '../shared';

/** `/careers`: how we work, what we offer and the open roles. */
export function CareersPage() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Join Profit's remote team across India: open roles in content, engineering and customer success."
        path="/careers"
      />
      <PageHeader eyebrow="Careers" title="Help a million young Indians earn online" lead={CAREERS.lead} />
      <PageBody>
        <PageSection title="Why work with us" id="perks">
          <PlainList as="ul" columns={{ base: 1, md: 2 }} gap={4}>
            {CAREERS.perks.map((perk) => (
              <li key={perk}>
                <Tile as="div">
                  <Text>{perk}</Text>
                </Tile>
              </li>
            ))}
          </PlainList>
        </PageSection>
        <PageSection title={`Open roles (${CAREERS.openings.length})`} id="roles">
          <Grid columns={{ base: 1, md: 2 }} gap={4}>
            {CAREERS.openings.map((opening) => (
              <Tile key={opening.id} aria-labelledby={`role-${opening.id}`}>
                <Stack direction="row" gap={2} wrap>
                  <Badge tone="brand">{opening.team}</Badge>
                  <Badge>{opening.type}</Badge>
                </Stack>
                <Heading level={3} size="h5" id={`role-${opening.id}`}>
                  {opening.title}
                </Heading>
                <Text size="small" tone="muted">
                  {opening.location}
                </Text>
                <Text>{opening.summary}</Text>
              </Tile>
            ))}
          </Grid>
        </PageSection>
        <PageSection title="How to apply" id="apply" lead={CAREERS.howToApply}>
          <div>
            <ButtonLink to="/contact">Apply through the contact page</ButtonLink>
          </div>
        </PageSection>
      </PageBody>
    </>
  );
}
