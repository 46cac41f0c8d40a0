import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  GRIEVANCE_TIMES,
  GrievanceRequestSchema,
  SAMPLE_IDENTITY_NOTE,
  type GrievanceResponse,
} from '@profit/contract';
import { useFileGrievanceMutation, useShopIdentityQuery } from '../../../api';
import { REFUND_POLICY_PATH } from '../../../content/policies';
import { useContractForm } from '../../../flows/useContractForm';
import { Badge, Banner, Container, Heading, Link, Stack, Text, Textarea, TextField } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { FormLayout, FormTile, PageBody, PageHeader, Tile } from '../shared';
import { theme } from '../../../tokens';

const EMPTY = { name: '', email: '', orderNumber: '', subject: '', details: '' };

const Reference = styled.strong`
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.lg};
`;

const OfficerDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
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
  const [filed, setFiled] = useState<GrievanceResponse | null>(null);
  const [file, { isLoading }] = useFileGrievanceMutation();
  const receivedRef = useRef<HTMLDivElement>(null);
  const { field, failure, submitWith } = useContractForm(GrievanceRequestSchema, EMPTY);
  const submit = submitWith(file, 'Your grievance could not be sent. Please try again.', setFiled);

  // The reference replaces nothing on screen: focus moves to it so it is read out and seen.
  useEffect(() => {
    if (filed) receivedRef.current?.focus();
  }, [filed]);

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
          <FormLayout>
            <FormTile
              titleId="grievance-form-title"
              title="File a grievance"
              onSubmit={(event) => {
                setFiled(null);
                void submit(event);
              }}
              failure={failure}
              failureTitle="Your grievance was not sent"
              sent={
                filed && (
                  <div ref={receivedRef} tabIndex={-1}>
                    <Banner tone="success" title="Grievance registered">
                      Your reference is <Reference>{filed.reference}</Reference>. {filed.message}
                    </Banner>
                  </div>
                )
              }
              submitLabel="Send grievance"
              busy={isLoading}
            >
              <TextField label="Name" autoComplete="name" required {...field('name')} />
              <TextField label="E-mail" type="email" autoComplete="email" required {...field('email')} />
              <TextField
                label="Order number (optional)"
                hint="If the grievance is about an order: it starts with PRF and is on your receipt."
                {...field('orderNumber')}
              />
              <TextField label="Subject" required {...field('subject')} />
              <Textarea
                label="What happened"
                rows={6}
                required
                hint="What went wrong, what you have tried, and what you would like us to do."
                {...field('details')}
              />
            </FormTile>
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
          </FormLayout>
        </Container>
      </PageBody>
    </>
  );
}
