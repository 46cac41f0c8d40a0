import { useState } from 'react';
import styled from 'styled-components';
import {
  rateVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  VITALS_SAMPLE_RATE,
  type VitalName,
  type VitalRating,
  type VitalsRow,
} from '@profit/contract';
import { useAdminVitalsQuery } from '../../../api/admin';
import {
  EmptyState,
  Skeleton,
  SkeletonGroup,
  StatusPill,
  Table,
  type StatusTone,
  type TableColumn,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet, SheetTitle } from '../../shop/surfaces';
import { ConsolePage, LoadFailed, Meta, Stacked } from '../adminSurfaces';
import { theme } from '../../../tokens';

const PERIOD_WORDS: Record<number, string> = { 1: 'Last 24 hours', 7: 'Last 7 days', 28: 'Last 28 days' };

const VITAL_WORDS: Record<VitalName, string> = {
  LCP: 'Largest paint',
  INP: 'Response to input',
  CLS: 'Layout shift',
  TTFB: 'First byte',
};

const RATING: Record<VitalRating, { tone: StatusTone; words: string }> = {
  good: { tone: 'success', words: 'good' },
  'needs-improvement': { tone: 'warning', words: 'needs work' },
  poor: { tone: 'danger', words: 'poor' },
};

/** A figure as people read it: seconds from a second up, milliseconds below; CLS as a score. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

const PeriodPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const PeriodButton = styled.button<{ $selected: boolean }>`
  min-height: 2.75rem;
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  border: ${theme.borderWidths.thin} solid
    ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.borderSubtle)};
  border-radius: ${theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.textInverse : theme.colors.text)};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const Figure = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[1]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const PagePath = styled.code`
  display: block;
  max-width: 14rem;
  font-size: ${theme.fontSizes.sm};
  white-space: normal;
  overflow-wrap: anywhere;
`;

function VitalFigure({ name, value }: { name: VitalName; value: number | null }) {
  if (value === null) return <Meta as="span">not measured</Meta>;
  const rating = RATING[rateVital(name, value)];
  return (
    <Figure>
      {formatVital(name, value)}
      <StatusPill tone={rating.tone}>{rating.words}</StatusPill>
    </Figure>
  );
}

const columns: readonly TableColumn<VitalsRow>[] = [
  { key: 'page', header: 'Page', rowHeader: true, render: (row) => <PagePath>{row.page}</PagePath> },
  { key: 'device', header: 'Device', render: (row) => (row.device === 'phone' ? 'Phone' : 'Computer') },
  { key: 'visits', header: 'Visits', align: 'end', render: (row) => row.visits.toLocaleString('en-IN') },
  ...VITAL_NAMES.map((name): TableColumn<VitalsRow> => ({
    key: name,
    header: (
      <abbr title={VITAL_WORDS[name]} style={{ textDecoration: 'none' }}>
        {name}
      </abbr>
    ),
    align: 'end',
    render: (row) => <VitalFigure name={name} value={row.p75[name]} />,
  })),
];

const thresholds = VITAL_NAMES.map(
  (name) =>
    `${name} (${VITAL_WORDS[name].toLowerCase()}) good up to ${formatVital(name, VITAL_THRESHOLDS[name][0])}, poor above ${formatVital(name, VITAL_THRESHOLDS[name][1])}`,
).join('; ');

function Speed() {
  const { data, error, isLoading, refetch } = useAdminVitalsQuery();
  const [days, setDays] = useState(28);
  if (isLoading)
    return (
      <Sheet aria-label="Speed">
        <SkeletonGroup label="Loading the speed figures...">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height="2.5rem" />
          ))}
        </SkeletonGroup>
      </Sheet>
    );
  if (error || !data)
    return (
      <Sheet aria-label="Speed">
        <LoadFailed title="The speed figures could not be loaded" error={error} onRetry={() => void refetch()} />
      </Sheet>
    );
  if (data.periods.every((period) => period.rows.length === 0))
    return (
      <Sheet aria-label="Speed">
        <EmptyState
          headingLevel={2}
          title="No visits measured yet"
          description="Each page's speed for real visitors shows here once shoppers have visited the shop."
        />
      </Sheet>
    );
  const period = data.periods.find((candidate) => candidate.days === days) ?? data.periods.at(-1)!;
  return (
    <Stacked>
      <Sheet aria-labelledby="speed-by-page">
        <SheetTitle id="speed-by-page">By page and device, {PERIOD_WORDS[period.days]?.toLowerCase()}</SheetTitle>
        <Body>
          <PeriodPicker role="group" aria-label="Period">
            {data.periods.map((candidate) => (
              <PeriodButton
                key={candidate.days}
                type="button"
                $selected={candidate.days === period.days}
                aria-pressed={candidate.days === period.days}
                onClick={() => setDays(candidate.days)}
              >
                {PERIOD_WORDS[candidate.days] ?? `Last ${candidate.days} days`}
              </PeriodButton>
            ))}
          </PeriodPicker>
          <Table
            caption={`The 75th percentile of each figure, ${PERIOD_WORDS[period.days]?.toLowerCase()}`}
            hideCaption
            columns={columns}
            rows={period.rows}
            rowKey={(row) => `${row.page} ${row.device}`}
            empty={<Meta>No visits measured in this period.</Meta>}
          />
          <Meta>Three visitors in four were at least this fast. Google&apos;s thresholds: {thresholds}.</Meta>
        </Body>
      </Sheet>
    </Stacked>
  );
}

/** `/admin/speed`: how fast each page is for real visitors (field data from the storefront's beacons). */
export function AdminSpeedPage() {
  return (
    <ConsolePage
      title="Speed"
      lead={`How fast each page is for real shoppers, measured in their browsers on ${Math.round(VITALS_SAMPLE_RATE * 100)}% of visits.`}
    >
      <PageMeta
        title="Speed · Shop console"
        description="Each page's Core Web Vitals from real visits."
        path="/admin/speed"
      />
      <Speed />
    </ConsolePage>
  );
}
