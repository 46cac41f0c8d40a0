import { CONTACT_THANK_YOU, ContactRequestSchema } from '@profit/contract';
import { useSendContactMessageMutation, useShopIdentityQuery } from '../../../api';
import { CONTACT } from '../../../content/company';
import { useContractForm } from '../../../flows/useContractForm';
import { Container, Heading, Link, Stack, Text, Textarea, TextField } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { useNotify } from '../../../state/hooks';
import { SellerIdentity } from '../../shell/SellerIdentity';
import { FormLayout, FormTile, PageBody, PageHeader, Tile } from '../shared';

/**
 * `/contact` and `/contact-us`: name, e-mail and message, checked with the contract's schema (each
 * error tied to its field, the first invalid field focused), stored by the backend. Success clears
 * the form and says so in a notification; a failure keeps the text and shows why.
 */
export function ContactPage() {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const notify = useNotify();
  const { data: identity } = useShopIdentityQuery();
  const { field, failure, submitWith } = useContractForm(ContactRequestSchema, { name: '', email: '', message: '' });
  const submit = submitWith(send, 'Your message could not be sent. Please try again.', () =>
    notify(CONTACT_THANK_YOU, 'success'),
  );

  return (
    <>
      <PageMeta
        title="Contact us"
        description="Write to the Profit team about a kit, an order, a refund or a partnership. We reply to every message within 24 hours."
        path="/contact"
      />
      <PageHeader eyebrow="Contact" title="Talk to our team" lead={CONTACT.lead} />
      <PageBody>
        <Container>
          <FormLayout>
            <FormTile
              titleId="contact-form-title"
              title="Send us a message"
              onSubmit={(event) => void submit(event)}
              failure={failure}
              failureTitle="Your message was not sent"
              submitLabel="Send message"
              busy={isLoading}
            >
              <TextField label="Name" autoComplete="name" required {...field('name')} />
              <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
              <Textarea
                label="Message"
                rows={6}
                required
                hint="Include your order number if your message is about a purchase."
                {...field('message')}
              />
            </FormTile>
            <Stack as="aside" gap={4} aria-label="Other ways to reach us">
              {identity && (
                <Tile as="section" aria-labelledby="contact-seller-title">
                  <Heading level={2} size="h5" id="contact-seller-title">
                    Who we are
                  </Heading>
                  <SellerIdentity identity={identity} />
                </Tile>
              )}
              {CONTACT.channels.map((channel) => (
                <Tile key={channel.title}>
                  <Heading level={2} size="h5">
                    {channel.title}
                  </Heading>
                  <Text tone="muted">{channel.body}</Text>
                  {'link' in channel && (
                    <Link href={channel.link.href} variant="standalone">
                      {channel.link.label}
                    </Link>
                  )}
                </Tile>
              ))}
            </Stack>
          </FormLayout>
        </Container>
      </PageBody>
    </>
  );
}
