import styled from 'styled-components';
import { ButtonLink } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { CentredMessage, Eyebrow, InkContainer, InkPage, Lead, MessageActions, PageTitle } from '../../shop/surfaces';
import { theme } from '../../../tokens';

const Code = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: calc(${theme.fontSizes['5xl']} * 2);
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${theme.colors.accentOnInk};
`;

export const NOT_FOUND_TEXT = {
  title: 'This page does not exist',
  lead: 'The address may be mistyped, or the page has moved. Everything we sell is in the store.',
  store: 'Browse the store',
  home: 'Go to the home page',
} as const;

/** Any unknown address (and an unknown product or article): says so and leads back to the store. */
export function NotFoundPage() {
  return (
    <InkPage>
      <PageMeta title="Page not found" description={NOT_FOUND_TEXT.lead} />
      <InkContainer>
        <CentredMessage>
          <Code aria-hidden="true">404</Code>
          <Eyebrow>Page not found</Eyebrow>
          <PageTitle tabIndex={-1}>{NOT_FOUND_TEXT.title}</PageTitle>
          <Lead>{NOT_FOUND_TEXT.lead}</Lead>
          <MessageActions>
            <ButtonLink to="/products" size="lg">
              {NOT_FOUND_TEXT.store}
            </ButtonLink>
            <ButtonLink to="/" size="lg" variant="secondary">
              {NOT_FOUND_TEXT.home}
            </ButtonLink>
          </MessageActions>
        </CentredMessage>
      </InkContainer>
    </InkPage>
  );
}
