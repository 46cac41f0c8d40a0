import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme, MODE_STRIP_HEIGHT } from '../../../tokens';
import type { LegalDocument } from '../../../content/legal';
import { REFUND_POLICY, REFUND_POLICY_PATH } from '../../../content/policies';
import { Container, Heading, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, formatDate } from './PageHeader';
import { RefundPolicyNote } from './RefundPolicyNote';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[10]};

  ${theme.media.lg} {
    grid-template-columns: 16rem 1fr;
    align-items: start;
  }
`;

const Contents = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  ${theme.media.lg} {
    position: sticky;
    top: calc(${MODE_STRIP_HEIGHT} + ${theme.space[20]});
  }

  & ol {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    margin: 0;
    padding-left: ${theme.space[5]};
  }
  & a {
    color: ${theme.colors.textMuted};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[8]};
  max-width: ${theme.sizes.prose};

  & section {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    scroll-margin-top: ${theme.space[20]};
  }
`;

export interface LegalDocumentViewProps {
  document: LegalDocument;
  path: string;
  /** Extra content after the sections (the cookie table). */
  children?: ReactNode;
}

/** A legal page: its contents, then each section; the refund section carries the one refund policy. */
export function LegalDocumentView({ document, path, children }: LegalDocumentViewProps) {
  return (
    <>
      <PageMeta title={document.title} description={document.description} path={path} />
      <PageHeader eyebrow="Legal" title={document.title} lead={document.intro}>
        <Text size="small" tone="inverseMuted">
          Last updated <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </Text>
      </PageHeader>
      <PageBody>
        <Container>
          <Layout>
            <Contents aria-label="On this page">
              <Text size="eyebrow" tone="muted">
                On this page
              </Text>
              <ol>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Body>
              {document.sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                  <Heading level={2} size="h4" id={`${section.id}-heading`}>
                    {section.heading}
                  </Heading>
                  {section.paragraphs.map((paragraph) =>
                    paragraph === REFUND_POLICY && path !== REFUND_POLICY_PATH ? (
                      <Text key={paragraph.slice(0, 32)}>
                        <RefundPolicyNote />
                      </Text>
                    ) : (
                      <Text
                        key={paragraph.slice(0, 32)}
                        data-policy={paragraph === REFUND_POLICY ? 'refund' : undefined}
                      >
                        {paragraph}
                      </Text>
                    ),
                  )}
                </section>
              ))}
              {children}
            </Body>
          </Layout>
        </Container>
      </PageBody>
    </>
  );
}
