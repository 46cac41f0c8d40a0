import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CONTACT_THANK_YOU, ContactRequestSchema, parseWith, type ContactRequest } from '@profit/contract';
import { errorBody, errorMessage, useSendContactMessageMutation, useShopIdentityQuery } from '../../../api';
import { CONTACT } from '../../../content/company';
import { Banner, Button, Container, Heading, Link, Stack, Text, Textarea, TextField } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { useNotify } from '../../../state/hooks';
import { SellerIdentity } from '../../shell/SellerIdentity';
import { PageBody, PageHeader, Tile } from '../shared';

type FieldName = keyof ContactRequest;
const FIELDS: readonly FieldName[] = ['name', 'email', 'message'];
const EMPTY: ContactRequest = { name: '', email: '', message: '' };

/** Field errors from the contract's issues (`path` is the field), first issue of each field. */
function errorsFrom(issues: readonly { path: string; message: string }[]): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of issues) {
    const field = issue.path as FieldName;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

/**
 * `/contact` and `/contact-us`: name, e-mail and message, checked with the contract's schema (each
 * error tied to its field, the first invalid field focused), stored by the backend. Success clears
 * the form and says so in a notification; a failure keeps the text and shows why.
 */
export function ContactPage() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const { data: identity } = useShopIdentityQuery();

  const showErrors = (next: Partial<Record<FieldName, string>>) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseWith(ContactRequestSchema, values);
    if (!parsed.ok) return showErrors(errorsFrom(parsed.issues));
    setErrors({});
    const result = await send(parsed.data);
    if ('error' in result) {
      const issues = errorBody(result.error)?.issues;
      if (issues?.length) showErrors(errorsFrom(issues));
      setFailure(errorMessage(result.error, 'Your message could not be sent. Please try again.'));
      return;
    }
    setValues(EMPTY);
    notify(CONTACT_THANK_YOU, 'success');
  };

  const bind = (field: FieldName) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

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
          <Layout>
            <Tile as="section" aria-labelledby="contact-form-title">
              <Heading level={2} size="h4" id="contact-form-title">
                Send us a message
              </Heading>
              <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
                <Stack gap={4}>
                  {failure && (
                    <Banner tone="danger" title="Your message was not sent">
                      {failure}
                    </Banner>
                  )}
                  <TextField label="Name" autoComplete="name" required {...bind('name')} />
                  <TextField label="E-mail" type="email" autoComplete="email" required {...bind('email')} />
                  <Textarea
                    label="Message"
                    rows={6}
                    required
                    hint="Include your order number if your message is about a purchase."
                    {...bind('message')}
                  />
                  <div>
                    <Button type="submit" loading={isLoading} loadingText="Sending...">
                      Send message
                    </Button>
                  </div>
                </Stack>
              </form>
            </Tile>
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
          </Layout>
        </Container>
      </PageBody>
    </>
  );
}
