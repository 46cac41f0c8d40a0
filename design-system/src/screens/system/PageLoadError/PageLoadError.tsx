import { Button, ButtonLink } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { CentredMessage, Eyebrow, InkContainer, InkPage, Lead, MessageActions, PageTitle } from '../../shop/surfaces';

export const PAGE_LOAD_ERROR_TEXT = {
  title: 'This page could not be loaded',
  unreachable: {
    eyebrow: 'No connection',
    lead: 'The shop’s server did not answer. Check your connection, then try again.',
  },
  failed: { eyebrow: 'Something went wrong', lead: 'Something went wrong. Please try again.' },
  retry: 'Try again',
  home: 'Go to the home page',
} as const;

export interface PageLoadErrorProps {
  /** `unreachable`: the page's code could not be fetched; `failed`: the page broke while showing. */
  reason: 'unreachable' | 'failed';
  onRetry: () => void;
}

/**
 * What a page shows instead of a blank screen when it cannot be shown: why, in words a shopper
 * understands, Try again, and the way home. The navigation bar and the footer stay around it.
 */
export function PageLoadError({ reason, onRetry }: PageLoadErrorProps) {
  const text = PAGE_LOAD_ERROR_TEXT[reason];
  return (
    <InkPage>
      <PageMeta title={PAGE_LOAD_ERROR_TEXT.title} description={text.lead} />
      <InkContainer>
        <CentredMessage>
          <Eyebrow>{text.eyebrow}</Eyebrow>
          <PageTitle tabIndex={-1}>{PAGE_LOAD_ERROR_TEXT.title}</PageTitle>
          <Lead role="alert">{text.lead}</Lead>
          <MessageActions>
            <Button size="lg" onClick={onRetry}>
              {PAGE_LOAD_ERROR_TEXT.retry}
            </Button>
            <ButtonLink to="/" size="lg" variant="secondary">
              {PAGE_LOAD_ERROR_TEXT.home}
            </ButtonLink>
          </MessageActions>
        </CentredMessage>
      </InkContainer>
    </InkPage>
  );
}
