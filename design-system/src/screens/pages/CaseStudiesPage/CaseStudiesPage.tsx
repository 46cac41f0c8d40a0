import styled from 'styled-components';
import { CASE_STUDIES } from '../../../content/marketing';
import { Container, Heading, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';
import { theme } from '../../../tokens';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding-left: ${theme.space[5]};
`;

const Label = styled(Text)`
  color: ${theme.colors.brandStrong};
`;

/** `/case-studies`: worked examples of how the kits fit a business. */
export function CaseStudiesPage() {
  return (
    <>
      <PageMeta
        title="Case studies"
        description="Worked examples: how an Instagram boutique, a tuition centre and a home bakery put Profit's kits together."
        path="/case-studies"
      />
      <PageHeader eyebrow="Case studies" title="How the kits fit together" lead={CASE_STUDIES.lead} />
      <PageBody>
        <Container size="narrow">
          <Stack gap={8}>
            <Text size="small" tone="muted">
              {CASE_STUDIES.note}
            </Text>
            {CASE_STUDIES.items.map((study) => (
              <Tile key={study.id} aria-labelledby={`case-${study.id}`}>
                <Heading level={2} size="h4" id={`case-${study.id}`}>
                  {study.title}
                </Heading>
                <Text tone="muted">{study.business}</Text>
                <Label size="eyebrow">The challenge</Label>
                <Text>{study.challenge}</Text>
                <Label size="eyebrow">The approach</Label>
                <Steps>
                  {study.approach.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </Steps>
                <Label size="eyebrow">The outcome</Label>
                <Text>{study.outcome}</Text>
              </Tile>
            ))}
          </Stack>
        </Container>
      </PageBody>
    </>
  );
}
