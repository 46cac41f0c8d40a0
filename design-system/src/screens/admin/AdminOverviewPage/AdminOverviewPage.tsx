import styled from 'styled-components';
import { conversionPercent, formatRupees, type AdminOverview, type OverviewPeriod } from '@profit/contract';
import { useAdminOverviewQuery } from '../../../api/admin';
import { EmptyState, Skeleton, SkeletonGroup } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet, SheetTitle } from '../../shop/surfaces';
import { ConsolePage, End, LoadFailed, Meta, Rows, Stacked, Strong } from '../adminSurfaces';
import { RevenueChart, shortDay } from './RevenueChart';
import { theme } from '../../../tokens';

const PERIOD_WORDS: Record<OverviewPeriod['days'], string> = { 1: 'Today', 7: 'Last 7 days', 30: 'Last 30 days' };

const Periods = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Period = styled.li`
  display: grid;
  align-content: start;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.elevation[2]};
`;

const PeriodName = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['3xl']};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.text};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${`${theme.space[1]} ${theme.space[4]}`};
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.fontSizes.sm};

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Seller = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space[4]};
  padding: ${`${theme.space[4]} 0`};
`;

function PeriodCard({ period }: { period: OverviewPeriod }) {
  const name = PERIOD_WORDS[period.days];
  return (
    <Period aria-labelledby={`period-${period.days}`}>
      <PeriodName id={`period-${period.days}`}>{name}</PeriodName>
      <Figure>{formatRupees(period.netRevenue)}</Figure>
      <Meta>Revenue net of refunds{period.days > 1 ? ` since ${shortDay(period.from)}` : ''}</Meta>
      <Facts>
        <dt>Paid orders</dt>
        <dd>{period.paidOrders}</dd>
        <dt>Checkouts paid</dt>
        <dd>
          {period.checkoutsPaid} of {period.checkoutsStarted} (
          {conversionPercent(period.checkoutsStarted, period.checkoutsPaid)}%)
        </dd>
        <dt>Refunds</dt>
        <dd>
          {period.refunds.count} · {formatRupees(period.refunds.amount)}
        </dd>
        <dt>Before refunds</dt>
        <dd>{formatRupees(period.grossRevenue)}</dd>
      </Facts>
    </Period>
  );
}

function BestSellers({ sellers }: { sellers: AdminOverview['bestSellers'] }) {
  if (sellers.length === 0) return <Meta>No kit sold in the last 30 days.</Meta>;
  return (
    <Rows as="ol" aria-label="Best-selling kits">
      {sellers.map((seller) => (
        <Seller key={seller.productId}>
          <div>
            <Strong>{seller.title}</Strong>
            <Meta>{seller.units} sold</Meta>
          </div>
          <End>{formatRupees(seller.revenue)}</End>
        </Seller>
      ))}
    </Rows>
  );
}

function Overview() {
  const { data, error, isLoading, refetch } = useAdminOverviewQuery();
  if (isLoading)
    return (
      <SkeletonGroup label="Loading the overview...">
        <Periods as="div">
          {[0, 1, 2].map((card) => (
            <Period as="div" key={card}>
              <Skeleton width="40%" />
              <Skeleton width="70%" height="2.25rem" />
              <Skeleton width="90%" />
            </Period>
          ))}
        </Periods>
      </SkeletonGroup>
    );
  if (error || !data)
    return (
      <Sheet aria-label="Overview">
        <LoadFailed title="The overview could not be loaded" error={error} onRetry={() => void refetch()} />
      </Sheet>
    );
  const month = data.periods.at(-1);
  if (month && month.checkoutsStarted === 0 && month.refunds.count === 0)
    return (
      <Sheet aria-label="Overview">
        <EmptyState
          headingLevel={2}
          title="No sales in the last 30 days"
          description="Revenue, checkouts, refunds and the best-selling kits show here from the first order."
        />
      </Sheet>
    );
  return (
    <Stacked>
      <Periods aria-label="Revenue by period">
        {data.periods.map((period) => (
          <PeriodCard key={period.days} period={period} />
        ))}
      </Periods>
      <Sheet aria-labelledby="daily-revenue">
        <SheetTitle id="daily-revenue">Daily revenue</SheetTitle>
        <RevenueChart daily={data.daily} />
      </Sheet>
      <Sheet aria-labelledby="best-sellers">
        <SheetTitle id="best-sellers">Best-selling kits, last 30 days</SheetTitle>
        <BestSellers sellers={data.bestSellers} />
      </Sheet>
    </Stacked>
  );
}

/** `/admin`: the console's landing page, the shop's trade in India's days. */
export function AdminOverviewPage() {
  return (
    <ConsolePage
      title="Overview"
      lead="Revenue net of refunds, checkouts and the kits that sell, in India time. Days end at midnight IST."
    >
      <PageMeta title="Overview · Shop console" description="The shop's trade at a glance." path="/admin" />
      <Overview />
    </ConsolePage>
  );
}
