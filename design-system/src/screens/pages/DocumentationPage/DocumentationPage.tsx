import styled from 'styled-components';
import { DOC_ARTICLES, DOC_CATEGORIES } from '../../../content/docs';
import { Container, Grid, Heading, Link, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';
import { theme } from '../../../tokens';

const Articles = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
  }
`;

/** `/documentation`: four categories of articles, each linking to `/docs/{slug}`. */
export function DocumentationPage() {
  return (
    <>
      <PageMeta
        title="Documentation"
        description="Step-by-step guides to Profit's kits: getting started, sales and marketing, dashboards and automation, account and billing."
        path="/documentation"
      />
      <PageHeader
        eyebrow="Documentation"
        title="Guides for every kit"
        lead="Step-by-step articles for setting up and using what you bought, from your first purchase to your weekly routine."
      />
      <PageBody>
        <Container>
          <Grid columns={{ base: 1, md: 2 }} gap={6}>
            {DOC_CATEGORIES.map((category) => (
              <Tile as="section" key={category.id} aria-labelledby={`docs-${category.id}`}>
                <Heading level={2} size="h4" id={`docs-${category.id}`}>
                  {category.title}
                </Heading>
                <Text tone="muted">{category.description}</Text>
                <Articles>
                  {DOC_ARTICLES.filter((article) => article.categoryId === category.id).map((article) => (
                    <li key={article.slug}>
                      <Link href={`/docs/${article.slug}`} variant="standalone">
                        {article.title}
                      </Link>
                      <Text size="small" tone="muted">
                        {article.summary} · {article.minutes} min
                      </Text>
                    </li>
                  ))}
                </Articles>
              </Tile>
            ))}
          </Grid>
        </Container>
      </PageBody>
    </>
  );
}
