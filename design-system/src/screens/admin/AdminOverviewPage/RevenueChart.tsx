import { useId } from 'react';
import styled from 'styled-components';
import { formatRupees, type AdminOverview } from '@profit/contract';
import { Table } from '../../../primitives';
import { theme } from '../../../tokens';

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;

const Figure = styled.figure`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
`;

const Plot = styled.svg`
  display: block;
  width: 100%;
  height: 11rem;
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

const Details = styled.details`
  font-size: ${theme.fontSizes.sm};

  > summary {
    cursor: pointer;
    color: ${theme.colors.brandStrong};
    font-weight: ${theme.fontWeights.semibold};
  }
  > summary + * {
    margin-top: ${theme.space[3]};
  }
  /* Two narrow columns: no need for the primitive's minimum width, which scrolls them on a phone. */
  table {
    min-width: 0;
  }
`;

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A day of the overview (YYYY-MM-DD, already India's) as "14 Jan". */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * Daily net revenue as bars (refund-heavy days fall below the line), with a title, a summary for
 * screen readers and the same figures as a table on request.
 */
export function RevenueChart({ daily }: { daily: AdminOverview['daily'] }) {
  const id = useId();
  const values = daily.map((day) => day.netRevenue);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const zeroY = (top / span) * HEIGHT;
  const slot = WIDTH / Math.max(daily.length, 1);
  const best = daily.reduce<AdminOverview['daily'][number] | undefined>(
    (kept, day) => (!kept || day.netRevenue > kept.netRevenue ? day : kept),
    undefined,
  );
  const total = values.reduce((sum, value) => sum + value, 0);
  const summary =
    best && best.netRevenue > 0
      ? `${formatRupees(total)} over ${daily.length} days; the best day was ${shortDay(best.day)} with ${formatRupees(best.netRevenue)}.`
      : `No revenue in the last ${daily.length} days.`;
  return (
    <Figure>
      <Plot
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>Daily revenue, net of refunds, last {daily.length} days</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} stroke="currentColor" strokeOpacity={0.2} />
        {daily.map((day, index) => {
          const height = (Math.abs(day.netRevenue) / span) * HEIGHT;
          return (
            <ChartBar
              key={day.day}
              $negative={day.netRevenue < 0}
              x={index * slot + GAP / 2}
              width={slot - GAP}
              y={day.netRevenue >= 0 ? zeroY - height : zeroY}
              height={height}
              rx={2}
            />
          );
        })}
      </Plot>
      <Axis aria-hidden="true">
        <span>{daily[0] && shortDay(daily[0].day)}</span>
        <span>Today</span>
      </Axis>
      <Details>
        <summary>Show the days as a table</summary>
        <Table
          caption="Daily revenue, net of refunds"
          hideCaption
          columns={[
            { key: 'day', header: 'Day', rowHeader: true, render: (row) => shortDay(row.day) },
            { key: 'net', header: 'Net revenue', align: 'end', render: (row) => formatRupees(row.netRevenue) },
          ]}
          rows={[...daily].reverse()}
          rowKey={(row) => row.day}
        />
      </Details>
    </Figure>
  );
}

const ChartBar = styled.rect<{ $negative: boolean }>`
  fill: ${({ theme, $negative }) => ($negative ? theme.colors.danger.strong : theme.colors.brand)};
`;
