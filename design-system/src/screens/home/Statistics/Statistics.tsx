import styled from 'styled-components';
import { STATISTICS, type Statistic } from '../../../content/home';
import { CountUp } from '../../../primitives';
import type { SectionSurface } from '../SectionIntro';
import { theme } from '../../../tokens';

export interface StatisticsProps {
  /** The band it sits on: `dark` (ink, the default: the hero and the tools section) or `light`. */
  surface?: SectionSurface;
}

const List = styled.dl<{ $surface: SectionSurface }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[4]};
  margin: 0;

  ${theme.media.md} {
    gap: ${theme.space[8]};
  }
`;

const Item = styled.div<{ $surface: SectionSurface }>`
  display: flex;
  flex-direction: column-reverse;
  /* Reversed, the start is the bottom: pack at the top so the figures line up whatever wraps below. */
  justify-content: flex-end;
  gap: ${theme.space[1]};
  padding-left: ${theme.space[3]};
  border-left: ${theme.borderWidths.thick} solid
    ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.borderOnInk : theme.colors.borderSubtle)};

  ${theme.media.md} {
    padding-left: ${theme.space[5]};
  }
`;

const Label = styled.dt<{ $surface: SectionSurface }>`
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
  font-size: ${theme.fontSizes.xs};

  ${theme.media.md} {
    font-size: ${theme.fontSizes.sm};
  }
`;

const Value = styled.dd<{ $surface: SectionSurface }>`
  margin: 0;
  color: ${({ theme, $surface }) => ($surface === 'dark' ? theme.colors.textInverse : theme.colors.text)};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.03em;
  line-height: 1;

  ${theme.media.md} {
    font-size: ${theme.fontSizes['5xl']};
  }
`;

const format = (stat: Statistic) => (value: number) => `${stat.prefix}${value.toFixed(stat.decimals)}${stat.suffix}`;

function StatisticValue({ stat, surface }: { stat: Statistic; surface: SectionSurface }) {
  return (
    <Value $surface={surface} data-stat={stat.id}>
      {stat.fixed ?? (
        <CountUp value={stat.value} decimals={stat.decimals} format={format(stat)} data-testid={`count-${stat.id}`} />
      )}
    </Value>
  );
}

/**
 * The counting statistics: 100K+ users, $2.5B+ earned, 24/7 support. Each number counts up
 * once scrolled into view (at once under reduced motion); screen readers read the final value.
 */
export function Statistics({ surface = 'dark' }: StatisticsProps) {
  return (
    <List $surface={surface}>
      {STATISTICS.map((stat) => (
        <Item key={stat.id} $surface={surface}>
          <Label $surface={surface}>{stat.label}</Label>
          <StatisticValue stat={stat} surface={surface} />
        </Item>
      ))}
    </List>
  );
}
