import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useHealthQuery } from '../../../api';
import { INCIDENTS, STATUS_SERVICES, type IncidentStatus } from '../../../content/status';
import { Button, Container, Heading, Skeleton, Stack, StatusPill, Text, type StatusTone } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { PageBody, PageHeader, PageSection, Tile, formatDate } from '../shared';
import { overallStatus, serviceState, STATUS_TITLES, type OverallStatus, type ServiceState } from './healthStatus';
import { theme } from '../../../tokens';

const overallTone: Record<OverallStatus, StatusTone> = {
  operational: 'success',
  partial: 'warning',
  major: 'danger',
  unknown: 'neutral',
};

const overallDetail: Record<OverallStatus, string> = {
  operational: 'The store, sign-in, checkout, downloads and support are all working.',
  partial:
    'The store and catalogue are up, but our database is not answering: sign-in, checkout, downloads and support messages are unavailable. Payments already made are safe.',
  major: 'Our service is failing to answer requests. Our engineers have been alerted.',
  unknown: 'We could not reach our service to check its health. Your connection may be offline; try again in a moment.',
};

const serviceLabel: Record<ServiceState, { text: string; tone: StatusTone }> = {
  operational: { text: 'Operational', tone: 'success' },
  outage: { text: 'Outage', tone: 'danger' },
  unknown: { text: 'Unknown', tone: 'neutral' },
};

const incidentTone: Record<IncidentStatus, StatusTone> = {
  resolved: 'success',
  monitoring: 'info',
  investigating: 'warning',
};

const Summary = styled(Tile)`
  gap: ${theme.space[3]};
`;

const Services = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding: ${`${theme.space[3]} ${theme.space[4]}`};
  }
  & li + li {
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  }
`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `/status`: the shop's health as `GET /api/health` reports it (service, database, payment
 * provider), the state of each service, and past incidents from content.
 */
export function StatusPage() {
  const health = useHealthQuery();
  const overall = overallStatus(health);
  const checking = health.isLoading || health.isFetching;
  // A check with no verdict yet shows the skeleton, which takes the pressed button away: once the
  // new verdict is shown, focus goes back to its Check again, so a keyboard user keeps their place.
  const checkAgain = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (checking || !returnFocus.current) return;
    returnFocus.current = false;
    checkAgain.current?.querySelector('button')?.focus();
  }, [checking]);

  return (
    <>
      <PageMeta
        title="System status"
        description="Live status of the Profit store: storefront, sign-in, checkout, downloads and support, with past incidents."
        path="/status"
      />
      <PageHeader
        eyebrow="Status"
        title="System status"
        lead="The health of the store, read live from our service, and every incident of the last months."
      />
      <PageBody>
        <Container size="narrow">
          <Summary as="section" aria-labelledby="status-title" aria-busy={checking || undefined}>
            {health.isLoading ? (
              <Stack gap={3} role="status" aria-label="Checking the status">
                <Skeleton width="60%" height="2rem" />
                <Skeleton width="90%" />
              </Stack>
            ) : (
              <>
                <Stack direction="row" gap={3} align="center" wrap>
                  <StatusPill tone={overallTone[overall]} pulse={overall !== 'operational'}>
                    {overall === 'operational' ? 'Live' : 'Attention'}
                  </StatusPill>
                  <div role="status">
                    <Heading level={2} size="h3" id="status-title">
                      {STATUS_TITLES[overall]}
                    </Heading>
                  </div>
                </Stack>
                <Text tone="muted">{overallDetail[overall]}</Text>
                {health.data && (
                  <Text size="small" tone="muted">
                    {health.data.paymentProvider === 'razorpay'
                      ? 'Payments are processed by Razorpay.'
                      : 'Demo mode: payments are simulated, no money moves.'}
                  </Text>
                )}
                <div ref={checkAgain}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      returnFocus.current = true;
                      void health.refetch();
                    }}
                    loading={checking}
                    loadingText="Checking..."
                  >
                    Check again
                  </Button>
                </div>
              </>
            )}
          </Summary>
        </Container>
        <PageSection title="Services" id="services">
          <Services>
            {STATUS_SERVICES.map((service) => {
              const state = health.isLoading ? null : serviceLabel[serviceState(overall, service.needsDatabase)];
              return (
                <li key={service.id}>
                  <Text as="span" weight="medium">
                    {service.name}
                  </Text>
                  {state ? <StatusPill tone={state.tone}>{state.text}</StatusPill> : <Skeleton width="6rem" />}
                </li>
              );
            })}
          </Services>
        </PageSection>
        <PageSection title="Past incidents" id="incidents">
          <Stack gap={4}>
            {INCIDENTS.map((incident) => (
              <Tile key={incident.id} aria-labelledby={`incident-${incident.id}`}>
                <Stack direction="row" gap={2} align="center" wrap>
                  <StatusPill tone={incidentTone[incident.status]}>{capitalised(incident.status)}</StatusPill>
                  <Text size="small" tone="muted">
                    <time dateTime={incident.date}>{formatDate(incident.date)}</time> · {capitalised(incident.impact)}{' '}
                    impact
                  </Text>
                </Stack>
                <Heading level={3} size="h5" id={`incident-${incident.id}`}>
                  {incident.title}
                </Heading>
                <Text>{incident.description}</Text>
              </Tile>
            ))}
          </Stack>
        </PageSection>
      </PageBody>
    </>
  );
}
