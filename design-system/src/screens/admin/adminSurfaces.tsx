import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../primitives';
import { BandPage, Eyebrow, InkBand, Lead, Overlap, PageTitle } from '../shop/surfaces';

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
          {nav}
        </Container>
      </InkBand>
      <Container>
        <Overlap>{children}</Overlap>
      </Container>
    </BandPage>
  );
}
