import styled from 'styled-components';
import { SERVICES } from '../../../content/marketing';
import { ButtonLink, Container, Grid, Heading, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';
import { theme } from '../../../tokens';

const Includes = styled.ul`
  margin: 0;
  padding-left: ${theme.space[5]};
  color: ${theme.colors.textMuted};
`;

/** `/services`: the five kinds of tools and the kits in each. */
export function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Services"
        description="Marketing, analytics, automation, CRM and content tools for young Indian businesses, and the kits in each."
        path="/services"
      />
      <PageHeader eyebrow="Services" title="A tool for every part of the business" lead={SERVICES.lead} />
      <PageBody>
        <Container>
          <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
            {SERVICES.items.map((service) => (
              <Tile key={service.title} aria-labelledby={`service-${service.title}`}>
                <Heading level={2} size="h5" id={`service-${service.title}`}>
                  {service.title}
                </Heading>
                <Text>{service.body}</Text>
                <Includes>
                  {service.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Includes>
              </Tile>
            ))}
          </Grid>
        </Container>
        <Container>
          <Stack direction="row" gap={3} wrap>
            <ButtonLink to="/products">Open the store</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Ask us which kit fits
            </ButtonLink>
          </Stack>
        </Container>
      </PageBody>
    </>
  );
}
