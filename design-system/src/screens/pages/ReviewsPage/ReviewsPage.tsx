import { REVIEWS } from '../../../content/marketing';
import { Badge, Container, Grid, Heading, StarRating, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';

/** `/reviews`: what buyers say about each kit. */
export function ReviewsPage() {
  return (
    <>
      <PageMeta
        title="Reviews"
        description="Reviews of Profit's kits from the sellers who use them: playbooks, trackers, automations and templates."
        path="/reviews"
      />
      <PageHeader
        eyebrow="Reviews"
        title="What buyers say about the kits"
        lead="Reviews left by customers after using a kit, including what they would improve."
      />
      <PageBody>
        <Container>
          <Grid columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
            {REVIEWS.map((review) => (
              <Tile key={review.id} aria-labelledby={`review-${review.id}`}>
                <StarRating value={review.rating} />
                <Heading level={2} size="h5" id={`review-${review.id}`}>
                  {review.title}
                </Heading>
                <Text>{review.body}</Text>
                <Text size="small" tone="muted">
                  {review.name}, on
                </Text>
                <div>
                  <Badge>{review.product}</Badge>
                </div>
              </Tile>
            ))}
          </Grid>
        </Container>
      </PageBody>
    </>
  );
}
