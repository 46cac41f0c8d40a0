import styled from 'styled-components';
import { SUCCESS_STORIES } from '../../../content/marketing';
import { Avatar, ButtonLink, Container, Grid, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';
import { theme } from '../../../tokens';

const StoryCard = styled(Tile)`
  margin: 0;
  justify-content: space-between;
  gap: ${theme.space[6]};
`;

const Quote = styled.blockquote`
  margin: 0;
  & p {
    margin: 0;
  }
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.relaxed};
`;

/** `/success-stories`: customers who shared their results, first names only. */
export function SuccessStoriesPage() {
  return (
    <>
      <PageMeta
        title="Success stories"
        description="How young sellers across India use Profit's kits: more orders on WhatsApp, a full online batch, prices that cover costs."
        path="/success-stories"
      />
      <PageHeader
        eyebrow="Success stories"
        title="Small businesses, real results"
        lead="Customers who agreed to share what changed after they started using our kits. First names only, at their request."
      />
      <PageBody>
        <Container>
          <Grid columns={{ base: 1, md: 2 }} gap={6}>
            {SUCCESS_STORIES.map((story) => (
              <StoryCard as="figure" key={story.id}>
                <Quote>
                  <p>{story.content}</p>
                </Quote>
                <Stack as="figcaption" direction="row" gap={3} align="center">
                  <Avatar name={story.name} decorative />
                  <div>
                    <Text weight="semibold">{story.name}</Text>
                    <Text size="small" tone="muted">
                      {story.designation}
                    </Text>
                  </div>
                </Stack>
              </StoryCard>
            ))}
          </Grid>
        </Container>
        <Container>
          <ButtonLink to="/case-studies" variant="secondary">
            See how the kits fit together
          </ButtonLink>
        </Container>
      </PageBody>
    </>
  );
}
