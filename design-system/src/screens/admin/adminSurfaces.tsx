import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { Banner, Button, Container } from '../../primitives';
import { BandPage, Eyebrow, InkBand, Lead, Overlap, PageTitle } from '../shop/surfaces';
import { theme } from '../../tokens';

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
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  }
`;

/** A line of small print under a row's title. */
export const Meta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Strong = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** Amounts and states at a row's end. */
export const End = styled.div`
  display: grid;
  justify-items: end;
  align-content: start;
  gap: ${theme.space[2]};
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.fontWeights.semibold};
`;

export const Stacked = styled.div`
  display: grid;
  gap: ${theme.space[6]};
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
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  border: ${theme.borderWidths.thin} solid ${theme.colors.textOnInkMuted};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textInverse};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${theme.colors.textInverse};
    border-color: ${theme.colors.textInverse};
    color: ${theme.colors.surfaceInk};
  }
  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.textInverse};
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
        <li>
          <Tab to="/admin/speed">Speed</Tab>
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

/** An order's or a customer's page: the record beside its actions on a wide screen. */
export const DetailLayout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Labelled facts of a record (`dt`/`dd`). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${`${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/** A line of a record's list: its text, and an amount or a state at the end. */
export const DetailRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${`${theme.space[1]} ${theme.space[4]}`};
  padding: ${`${theme.space[3]} 0`};
`;

/** On a phone the state goes under the row's text, so an address is not broken mid-word beside it. */
export const StackedRow = styled.li`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${`${theme.space[4]} 0`};

  > :last-child {
    justify-items: start;
  }

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.space[4]};

    > :last-child {
      justify-items: end;
    }
  }
`;

/** Below a list: the button that loads its next page. */
export const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space[4]};
`;
