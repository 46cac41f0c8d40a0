import { useState } from 'react';
import styled from 'styled-components';
import { ALL_HELP_QUESTIONS, HELP_TOPICS } from '../../../content/helpCenter';
import { REFUND_POLICY, SUPPORT_PROMISE } from '../../../content/policies';
import {
  Accordion,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Heading,
  SearchIcon,
  Stack,
  Tabs,
  Text,
  TextField,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, RefundPolicyNote } from '../shared';
import { highlight, matchesTerm } from './highlight';
import { theme } from '../../../tokens';

const Search = styled.div`
  width: 100%;
  max-width: ${theme.sizes.containerNarrow};
  color: ${theme.colors.text};

  & label {
    color: ${theme.colors.textInverse};
  }
  & mark {
    background: ${theme.colors.brandSoft};
  }
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[8]};

  & mark {
    padding: 0 ${theme.space.half};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brandStrong};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Answer = styled.p`
  margin: 0;
  line-height: ${theme.lineHeights.relaxed};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandSoft};
`;

/**
 * `/help-center`: three tabs of questions (one open at a time), each an accordion (one answer open
 * at a time). Typing in the search filters the questions of every tab, highlights the match, and
 * says so when nothing matches.
 */
export function HelpCenterPage() {
  const [term, setTerm] = useState('');
  const searching = term.trim() !== '';
  const matches = ALL_HELP_QUESTIONS.filter((item) => matchesTerm(term, item.question, item.answer));
  const groups = HELP_TOPICS.map((topic) => ({
    topic,
    questions: matches.filter((item) => item.topicId === topic.id),
  })).filter((group) => group.questions.length > 0);

  return (
    <>
      <PageMeta
        title="Help center"
        description="Answers about getting started, billing and payments, refunds, GST invoices and using Profit's kits."
        path="/help-center"
      />
      <PageHeader
        eyebrow="Help center"
        title="How can we help?"
        lead="Search the answers to the questions customers ask most, or browse them by topic."
      >
        <Search>
          <TextField
            label="Search the help center"
            type="search"
            value={term}
            placeholder="Try “refund”, “GST” or “download”"
            onChange={(event) => setTerm(event.target.value)}
            endAdornment={<SearchIcon />}
          />
        </Search>
      </PageHeader>
      <PageBody>
        <Container size="narrow">
          {searching ? (
            <Results role="region" aria-label="Search results">
              <Text role="status" tone="muted">
                {matches.length === 0
                  ? `No answers match “${term.trim()}”.`
                  : `${matches.length} answer${matches.length === 1 ? '' : 's'} match “${term.trim()}”.`}
              </Text>
              {groups.map(({ topic, questions }) => (
                <section key={topic.id} aria-labelledby={`results-${topic.id}`}>
                  <Heading level={2} size="h5" id={`results-${topic.id}`}>
                    {topic.label}
                  </Heading>
                  <Accordion
                    items={questions.map((item) => ({
                      id: item.id,
                      title: highlight(item.question, term),
                      content: <Answer>{highlight(item.answer, term)}</Answer>,
                    }))}
                  />
                </section>
              ))}
              {matches.length === 0 && (
                <EmptyState
                  icon={<SearchIcon />}
                  title="Nothing found"
                  description="Try a shorter word, or ask us directly: the chat answers at once and a person follows up."
                  action={
                    <Stack direction="row" gap={3} wrap justify="center">
                      <Button variant="secondary" onClick={() => setTerm('')}>
                        Clear search
                      </Button>
                      <ButtonLink to="/chat-support">Ask in the chat</ButtonLink>
                    </Stack>
                  }
                />
              )}
            </Results>
          ) : (
            <Tabs
              label="Help topics"
              items={HELP_TOPICS.map((topic) => ({
                id: topic.id,
                label: topic.label,
                content: (
                  <Accordion
                    headingLevel={2}
                    items={topic.questions.map((item) => ({
                      id: item.id,
                      title: item.question,
                      content: <Answer>{item.answer === REFUND_POLICY ? <RefundPolicyNote /> : item.answer}</Answer>,
                    }))}
                  />
                ),
              }))}
            />
          )}
        </Container>
        <Container size="narrow">
          <Footer>
            <Heading level={2} size="h5">
              Still stuck?
            </Heading>
            <Text>{SUPPORT_PROMISE}</Text>
            <Stack direction="row" gap={3} wrap>
              <ButtonLink to="/contact">Contact us</ButtonLink>
              <ButtonLink to="/chat-support" variant="secondary">
                Chat with support
              </ButtonLink>
              <ButtonLink to="/documentation" variant="ghost">
                Read the documentation
              </ButtonLink>
            </Stack>
          </Footer>
        </Container>
      </PageBody>
    </>
  );
}
