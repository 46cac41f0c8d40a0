import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  GRIEVANCE_TIMES,
  GrievanceRequestSchema,
  SAMPLE_IDENTITY_NOTE,
  parseWith,
  type GrievanceRequest,
  type GrievanceResponse,
} from '@profit/contract';
import { errorBody, errorMessage, useFileGrievanceMutation, useShopIdentityQuery } from '../../../api';
import { REFUND_POLICY_PATH } from '../../../content/policies';
import { Badge, Banner, Button, Container, Heading, Link, Stack, Text, Textarea, TextField } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, Tile } from '../shared';

type FieldName = keyof GrievanceRequest;
const FIELDS: readonly FieldName[] = ['name', 'email', 'orderNumber', 'subject', 'details'];
const EMPTY: Required<GrievanceRequest> = { name: '', email: '', orderNumber: '', subject: '', details: '' };

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

const Reference = styled.strong`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const OfficerDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 6.5rem;
`;

/** The grievance officer the rules ask the shop to name, from the server's configuration. */
function OfficerTile() {
  const { data: identity, isError } = useShopIdentityQuery();
  return (
    <Tile as="section" aria-labelledby="grievance-officer-title">
      <Heading level={2} size="h5" id="grievance-officer-title">
        Grievance officer
      </Heading>
      {/* Room kept for the details, filled once the server answers: nothing on the page is replaced. */}
      <OfficerDetails aria-busy={!identity && !isError}>
        {identity && (
          <>
            {identity.sample && (
              <Text size="small" tone="muted">
                <Badge tone="warning">Sample details</Badge> {SAMPLE_IDENTITY_NOTE}
              </Text>
            )}
            <Text>
              <strong>{identity.grievanceOfficer.name}</strong>
              <br />
              {identity.grievanceOfficer.designation}, {identity.legalName}
            </Text>
            <Link href={`mailto:${identity.grievanceOfficer.email}`} variant="standalone">
              {identity.grievanceOfficer.email}
            </Link>
          </>
        )}
        {isError && (
          <Text tone="muted">The officer’s details could not be loaded. The form on this page reaches them.</Text>
        )}
      </OfficerDetails>
    </Tile>
  );
}

/**
 * `/grievance`: the grievance officer (name, designation, e-mail), the times the rules set, and a
 * form checked with the contract's schema and stored by the backend, which answers with a
 * reference the sender keeps. A failure keeps the text and shows why.
 */
export function GrievancePage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [filed, setFiled] = useState<GrievanceResponse | null>(null);
  const [file, { isLoading }] = useFileGrievanceMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const receivedRef = useRef<HTMLDivElement>(null);

  const showErrors = (next: Partial<Record<FieldName, string>>) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setFiled(null);
    const parsed = parseWith(GrievanceRequestSchema, values);
    if (!parsed.ok) return showErrors(errorsFrom(parsed.issues));
    setErrors({});
    const result = await file(parsed.data);
    if ('error' in result) {
      const issues = errorBody(result.error)?.issues;
      if (issues?.length) showErrors(errorsFrom(issues));
      setFailure(errorMessage(result.error, 'Your grievance could not be sent. Please try again.'));
      return;
    }
    setValues(EMPTY);
    setFiled(result.data);
  };

  // The reference replaces nothing on screen: focus moves to it so it is read out and seen.
  useEffect(() => {
    if (filed) receivedRef.current?.focus();
  }, [filed]);

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
        title="Grievance redressal"
        description={`File a grievance with Profit's grievance officer: acknowledged within ${GRIEVANCE_TIMES.acknowledge}, resolved within ${GRIEVANCE_TIMES.resolve}.`}
        path="/grievance"
      />
      <PageHeader
        eyebrow="Grievances"
        title="Grievance redressal"
        lead={`If something went wrong with an order, a refund or your data and our support team has not put it right, write to our grievance officer. Every grievance is acknowledged within ${GRIEVANCE_TIMES.acknowledge} and resolved within ${GRIEVANCE_TIMES.resolve}.`}
      />
      <PageBody>
        <Container>
          <Layout>
            <Tile as="section" aria-labelledby="grievance-form-title">
              <Heading level={2} size="h4" id="grievance-form-title">
                File a grievance
              </Heading>
              <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="grievance-form-title">
                <Stack gap={4}>
                  {filed && (
                    <div ref={receivedRef} tabIndex={-1}>
                      <Banner tone="success" title="Grievance registered">
                        Your reference is <Reference>{filed.reference}</Reference>. {filed.message}
                      </Banner>
                    </div>
                  )}
                  {failure && (
                    <Banner tone="danger" title="Your grievance was not sent">
                      {failure}
                    </Banner>
                  )}
                  <TextField label="Name" autoComplete="name" required {...bind('name')} />
                  <TextField label="E-mail" type="email" autoComplete="email" required {...bind('email')} />
                  <TextField
                    label="Order number (optional)"
                    hint="If the grievance is about an order: it starts with PRF and is on your receipt."
                    {...bind('orderNumber')}
                  />
                  <TextField label="Subject" required {...bind('subject')} />
                  <Textarea
                    label="What happened"
                    rows={6}
                    required
                    hint="What went wrong, what you have tried, and what you would like us to do."
                    {...bind('details')}
                  />
                  <div>
                    <Button type="submit" loading={isLoading} loadingText="Sending...">
                      Send grievance
                    </Button>
                  </div>
                </Stack>
              </form>
            </Tile>
            <Stack as="aside" gap={4} aria-label="About grievances">
              <OfficerTile />
              <Tile as="section" aria-labelledby="grievance-times-title">
                <Heading level={2} size="h5" id="grievance-times-title">
                  What happens next
                </Heading>
                <Text tone="muted">
                  We acknowledge your grievance within {GRIEVANCE_TIMES.acknowledge} and resolve it within{' '}
                  {GRIEVANCE_TIMES.resolve} of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020
                  require. Keep your reference: it identifies your grievance in every reply.
                </Text>
              </Tile>
              <Tile as="section" aria-labelledby="grievance-first-title">
                <Heading level={2} size="h5" id="grievance-first-title">
                  A refund or a question?
                </Heading>
                <Text tone="muted">Most questions are answered fastest by our support team.</Text>
                <Link href="/contact" variant="standalone">
                  Contact support
                </Link>
                <Link href={REFUND_POLICY_PATH} variant="standalone">
                  Refund policy
                </Link>
              </Tile>
            </Stack>
          </Layout>
        </Container>
      </PageBody>
    </>
  );
}
