import { BLOG_POSTS } from '../../../content/blog';
import { Badge, Container, Heading, Stack, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile, formatDate } from '../shared';

/** `/blog`: notes from the team, newest first, each in full. */
export function BlogPage() {
  return (
    <>
      <PageMeta
        title="Blog"
        description="Practical notes from the Profit team on selling online in India: first sales, UPI payments, GST and more."
        path="/blog"
      />
      <PageHeader
        eyebrow="Blog"
        title="Notes on selling online in India"
        lead="Short, practical posts from our team: what works for first-time sellers, with Indian prices, platforms and rules."
      />
      <PageBody>
        <Container size="narrow">
          <Stack gap={8}>
            {BLOG_POSTS.map((post) => (
              <Tile key={post.id} aria-labelledby={`post-${post.id}`}>
                <Stack direction="row" gap={2} align="center" wrap>
                  <Badge tone="brand">{post.tag}</Badge>
                  <Text size="small" tone="muted">
                    <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.minutes} min read · {post.author}
                  </Text>
                </Stack>
                <Heading level={2} size="h4" id={`post-${post.id}`}>
                  {post.title}
                </Heading>
                {post.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 24)} measure>
                    {paragraph}
                  </Text>
                ))}
              </Tile>
            ))}
          </Stack>
        </Container>
      </PageBody>
    </>
  );
}
