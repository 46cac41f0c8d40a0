import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DOC_ARTICLES, DOC_CATEGORIES, findDocArticle } from '../../../content/docs';
import { REFUND_POLICY } from '../../../content/policies';
import { Container, Heading, Link, Stack, Text } from '../../../primitives';
import { PageMeta, articleJsonLd } from '../../../seo';
import { NotFoundPage } from '../../system/NotFoundPage';
import { PageBody, PageHeader, RefundPolicyNote } from '../shared';
import { theme } from '../../../tokens';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[8]};

  & section {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
  }
  & ol {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    margin: 0;
    padding-left: ${theme.space[5]};
    line-height: ${theme.lineHeights.relaxed};
  }
`;

const Related = styled.nav`
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};

  & ul {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    margin: ${theme.space[3]} 0 0;
    padding: 0;
    list-style: none;
  }
`;

/** `/docs/:slug`: one documentation article; an unknown slug is the shop's Not Found screen. */
export function DocArticlePage() {
  const { slug = '' } = useParams();
  const article = findDocArticle(slug);
  if (!article) return <NotFoundPage />;
  const category = DOC_CATEGORIES.find((candidate) => candidate.id === article.categoryId);
  const related = DOC_ARTICLES.filter(
    (candidate) => candidate.categoryId === article.categoryId && candidate.slug !== article.slug,
  );
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.summary}
        path={`/docs/${article.slug}`}
        type="article"
        jsonLd={articleJsonLd(article)}
      />
      <PageHeader eyebrow={category?.title ?? 'Documentation'} title={article.title} lead={article.summary}>
        <Text size="small" tone="inverseMuted">
          {article.minutes} min read
        </Text>
      </PageHeader>
      <PageBody>
        <Container size="prose">
          <Stack gap={8}>
            <Link href="/documentation" variant="standalone">
              All documentation
            </Link>
            <Article>
              {article.sections.map((section) => (
                <section key={section.heading}>
                  <Heading level={2} size="h4">
                    {section.heading}
                  </Heading>
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph.slice(0, 32)}>
                      {paragraph === REFUND_POLICY ? <RefundPolicyNote /> : paragraph}
                    </Text>
                  ))}
                  {section.steps && (
                    <ol>
                      {section.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  )}
                </section>
              ))}
            </Article>
            {related.length > 0 && (
              <Related aria-label="More in this category">
                <Text size="eyebrow" tone="muted">
                  More in {category?.title}
                </Text>
                <ul>
                  {related.map((candidate) => (
                    <li key={candidate.slug}>
                      <Link href={`/docs/${candidate.slug}`}>{candidate.title}</Link>
                    </li>
                  ))}
                </ul>
              </Related>
            )}
          </Stack>
        </Container>
      </PageBody>
    </>
  );
}
