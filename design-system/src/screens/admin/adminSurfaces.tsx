import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { Banner, Button, Container } from '../../primitives';
import { BandPage, Eyebrow, InkBand, Lead, Overlap, PageTitle } from '../shop/surfaces';

/** What a console screen shows when its data could not be loaded: why, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Banner
      tone="danger"
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error, 'Please try again in a moment.')}
    </Banner>
  );
}

/** Rows of a console list: ruled apart, no bullets. */
export const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

/** A line of small print under a row's title. */
export const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Strong = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** Amounts and states at a row's end. */
export const End = styled.div`
  display: grid;
  justify-items: end;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Stacked = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** An instant as the shop's merchants read it: India time, e.g. "20 Nov 2026, 3:45 pm". */
export const dateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.textOnInkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.textInverse};
    color: ${({ theme }) => theme.colors.surfaceInk};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.textInverse};
    outline-offset: 2px;
  }
`;

/** The console's sections, the current one marked. */
export function ConsoleNav() {
  return (
    <nav aria-label="Console">
      <Tabs>
        <li>
          <Tab to="/admin" end>
            Overview
          </Tab>
        </li>
        <li>
          <Tab to="/admin/orders">Orders</Tab>
        </li>
        <li>
          <Tab to="/admin/audit-log">Audit log</Tab>
        </li>
        <li>
          <Tab to="/admin/customers">Customers</Tab>
        </li>
        <li>
          <Tab to="/admin/support">Support</Tab>
        </li>
        <li>
          <Tab to="/admin/exports">Exports</Tab>
        </li>
        <li>
          <Tab to="/admin/subscribers">Subscribers</Tab>
        </li>
        <li>
          <Tab to="/admin/outbox">Outbox</Tab>
        </li>
      </Tabs>
    </nav>
  );
}

/** A console page: the ink band with its eyebrow, title and lead, and the sheets rising over it. */
export function ConsolePage({
  title,
  lead,
  nav,
  children,
}: {
  title: string;
  lead: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BandPage>
      <InkBand>
        <Container>
          <Eyebrow>Shop console</Eyebrow>
          <PageTitle tabIndex={-1}>{title}</PageTitle>
          <Lead>{lead}</Lead>
          {nav ?? <ConsoleNav />}
        </Container>
      </InkBand>
      <Container>
        <Overlap>{children}</Overlap>
      </Container>
    </BandPage>
  );
}
