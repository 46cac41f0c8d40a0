import type { ComponentProps, ElementType } from 'react';
import styled, { css } from 'styled-components';
import type { Space } from '../../tokens';

/** Columns from each breakpoint up, mobile first. */
export interface GridColumns {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export interface GridProps extends ComponentProps<'div'> {
  /** The element: `div` by default, `ul` for a list of cards. */
  as?: ElementType;
  /** Columns per breakpoint, mobile first (`{ base: 1, md: 2, lg: 4 }`)… */
  columns?: GridColumns;
  /** …or as many columns as fit, each at least this wide (a CSS length, e.g. `'16rem'`). */
  minItemWidth?: string;
  /** The space between cells, a step of the theme's spacing scale. */
  gap?: Space;
  /** A different space between rows, when they need more air than columns. */
  rowGap?: Space;
}

const StyledGrid = styled.div<{ $columns?: GridColumns; $min?: string; $gap: Space; $rowGap?: Space }>`
  display: grid;
  gap: ${({ theme, $gap, $rowGap }) => `${theme.space[$rowGap ?? $gap]} ${theme.space[$gap]}`};
  ${({ $min }) =>
    $min &&
    css`
      grid-template-columns: repeat(auto-fill, minmax(min(${$min}, 100%), 1fr));
    `}
  ${({ theme, $columns }) =>
    $columns &&
    css`
      grid-template-columns: repeat(${$columns.base ?? 1}, minmax(0, 1fr));
      ${(['sm', 'md', 'lg', 'xl'] as const)
        .filter((key) => $columns[key])
        .map((key) => `${theme.media[key]} { grid-template-columns: repeat(${$columns[key]}, minmax(0, 1fr)); }`)
        .join('\n')}
    `}
`;

/** A responsive grid: fixed columns per breakpoint, or auto-filling columns of a minimum width. */
export function Grid({ columns, minItemWidth, gap = 6, rowGap, ...rest }: GridProps) {
  return (
    <StyledGrid
      $columns={columns ?? (minItemWidth ? undefined : { base: 1 })}
      $min={minItemWidth}
      $gap={gap}
      $rowGap={rowGap}
      {...rest}
    />
  );
}
