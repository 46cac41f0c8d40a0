import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../tokens';

export interface TableColumn<Row> {
  /** Unique among the columns; the row's field shown when there is no `render`. */
  key: string;
  /** The column's header cell. */
  header: ReactNode;
  /** The cell; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  /** `end` for amounts and counts, so digits line up. */
  align?: 'start' | 'end' | 'center';
  /** The row's header cell (`<th scope="row">`), e.g. the product name. */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Names the table (and its scroll region). */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** The columns in order: header, cell, alignment. */
  columns: readonly TableColumn<Row>[];
  /** The data, one row each. */
  rows: readonly Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row) => Key;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

/*
 * Scrolls sideways inside itself: its width is its container's, never its table's (the inline-size
 * containment), so a wide table cannot stretch a grid column or the page on a phone.
 */
const Scroll = styled.div`
  contain: inline-size;
  overflow-x: auto;
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: ${theme.sizes.tableMin};
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${theme.space[4]};
  text-align: start;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  ${({ $hidden }) =>
    $hidden
      ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;'
      : ''}
`;

const Th = styled.th<{ $align: 'start' | 'end' | 'center' }>`
  padding: ${`${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textMuted};
  background: ${theme.colors.surfaceSunken};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  white-space: nowrap;

  tbody & {
    color: ${theme.colors.text};
    background: transparent;
  }
`;

const Td = styled.td<{ $align: 'start' | 'end' | 'center' }>`
  padding: ${`${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
`;

const Row = styled.tr`
  &:last-child > * {
    border-bottom: 0;
  }
  &:hover > * {
    background: ${theme.colors.surfaceSunken};
  }
`;

/**
 * A data table with a caption, column headers and optional row headers; on a narrow screen it
 * scrolls sideways inside a focusable region named by its caption (keyboard users can scroll it).
 */
export function Table<Row>({ caption, hideCaption = false, columns, rows, rowKey, empty }: TableProps<Row>) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        <Caption $hidden={hideCaption}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th key={column.key} scope="col" $align={column.align ?? 'start'}>
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <Row>
              <Td $align="center" colSpan={columns.length}>
                {empty}
              </Td>
            </Row>
          ) : (
            rows.map((row) => (
              <Row key={rowKey(row)}>
                {columns.map((column) => {
                  const content = column.render
                    ? column.render(row)
                    : ((row as Record<string, unknown>)[column.key] as ReactNode);
                  return column.rowHeader ? (
                    <Th key={column.key} scope="row" $align={column.align ?? 'start'}>
                      {content}
                    </Th>
                  ) : (
                    <Td key={column.key} $align={column.align ?? 'start'}>
                      {content}
                    </Td>
                  );
                })}
              </Row>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
