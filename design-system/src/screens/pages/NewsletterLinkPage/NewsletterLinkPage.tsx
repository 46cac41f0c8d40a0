import { CONFIRMATION_LINK_DAYS, NEWSLETTER_PAGES, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorBody, errorMessage, useConfirmSubscriptionMutation, useUnsubscribeMutation } from '../../../api';
import { Button, ButtonLink, Container, Stack, StatusPill, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

const COPY: Record<
  NewsletterLinkAction,
  { title: string; lead: string; explain: string; button: string; busy: string; description: string; dead: string }
> = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'One press and you will receive our updates: new kits, guides and offers, at most twice a month.',
    explain: 'You asked for updates from Profit with this address. Nothing is sent until you confirm.',
    button: 'Confirm my subscription',
    busy: 'Confirming…',
    description: 'Confirm your subscription to updates from Profit.',
    dead: `A confirmation link works for ${CONFIRMATION_LINK_DAYS} days. The subscription form is at the foot of every page.`,
  },
  unsubscribe: {
    title: 'Unsubscribe from our updates',
    lead: 'We will stop writing to you at once. Receipts and invoices of your orders still arrive.',
    explain: 'Press the button to stop all newsletter e-mails to the address this link was sent to.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing…',
    description: 'Stop updates from Profit.',
    dead: 'Use the link in our newest e-mail, or write to us from the contact page and we will remove your address.',
  },
};

/** A pill as wide as its words, not the card's. */
const Pill = styled.div`
  align-self: flex-start;
`;

/** The token the e-mail put after `#` (never sent to a server in the address, nor in a Referer). */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')).trim();

/**
 * `/newsletter/confirm` and `/newsletter/unsubscribe`: the pages an e-mail's links open. The link
 * does nothing by itself (a mail scanner that follows it confirms or ends nothing); the shopper's
 * press sends the token, and the page says what the server did.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const token = tokenOf(useLocation().hash);
  const [confirm, confirmed] = useConfirmSubscriptionMutation();
  const [unsubscribe, unsubscribed] = useUnsubscribeMutation();
  const result = action === 'confirm' ? confirmed : unsubscribed;
  const copy = COPY[action];
  const send = () => void (action === 'confirm' ? confirm({ token }) : unsubscribe({ token }));
  const linkDead = !token || [400, 404].includes(errorBody(result.error)?.statusCode ?? 0);

  return (
    <>
      <PageMeta title={copy.title} description={copy.description} path={NEWSLETTER_PAGES[action]} noIndex />
      <PageHeader eyebrow="Newsletter" title={copy.title} lead={copy.lead} />
      <PageBody>
        <Container size="narrow">
          <Tile as="section" aria-label={copy.title}>
            {result.isSuccess ? (
              <Stack gap={4} role="status">
                <Pill>
                  <StatusPill tone="success">{action === 'confirm' ? 'Subscribed' : 'Unsubscribed'}</StatusPill>
                </Pill>
                <Text size="lead">{result.data.message}</Text>
                <div>
                  <ButtonLink to="/products">Browse the kits</ButtonLink>
                </div>
              </Stack>
            ) : linkDead ? (
              <Stack gap={4} role="alert">
                <Pill>
                  <StatusPill tone="warning">Link not valid</StatusPill>
                </Pill>
                <Text size="lead">{SUBSCRIPTION_MESSAGES.linkInvalid}</Text>
                <Text tone="muted">{copy.dead}</Text>
              </Stack>
            ) : (
              <Stack gap={4}>
                <Text>{copy.explain}</Text>
                {result.isError && (
                  <Text role="alert" tone="danger">
                    {errorMessage(result.error, 'Something went wrong. Please try again.')}
                  </Text>
                )}
                <div>
                  <Button onClick={send} loading={result.isLoading} loadingText={copy.busy}>
                    {copy.button}
                  </Button>
                </div>
              </Stack>
            )}
          </Tile>
        </Container>
      </PageBody>
    </>
  );
}

/** `/newsletter/confirm`: the confirmation e-mail's link. */
export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;

/** `/newsletter/unsubscribe`: the unsubscribe link of every newsletter e-mail. */
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
