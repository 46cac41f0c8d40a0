import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../tokens';

export interface TabItem {
  /** Stable and unique among the tabs: what `selectedId` and `onChange` speak in. */
  id: string;
  /** The tab's text, short (one to three words). */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs in order, each with its panel's content. */
  items: readonly TabItem[];
  /** The tab list's accessible name. */
  label: string;
  /** The tab selected at first (uncontrolled). */
  defaultSelectedId?: string;
  /** The selected tab (controlled: pair with `onChange`). */
  selectedId?: string;
  /** Called with the tab's `id` when the customer selects it (click or arrow keys). */
  onChange?: (id: string) => void;
}

/** On a phone the list scrolls sideways (no tab is ever cut off unreachable), the selected one scrolled into view. */
const List = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  border-bottom: ${theme.borderWidths.thick} solid ${theme.colors.borderSubtle};
`;

const Tab = styled.button<{ $selected: boolean }>`
  padding: ${`${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  box-shadow: inset 0 -${theme.borderWidths.heavy} 0
    ${({ theme, $selected }) => ($selected ? theme.colors.brandStrong : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  white-space: nowrap;
  flex: none;
  scroll-snap-align: start;
  cursor: pointer;

  /* inside the button: the list scrolls sideways and would clip an outer ring */
  &:focus-visible {
    outline-offset: -${theme.borderWidths.heavy};
  }
`;

const Panel = styled.div`
  padding: ${`${theme.space[4]} 0`};
`;

/**
 * Tabs after the WAI-ARIA pattern: one tab in the Tab order, arrow keys move between tabs (and
 * select them), Home and End jump to the ends.
 */
export function Tabs({ items, label, defaultSelectedId, selectedId: controlledId, onChange }: TabsProps) {
  const [ownId, setOwnId] = useState(defaultSelectedId ?? items[0]?.id);
  const selectedId = controlledId ?? ownId;
  const setSelectedId = (id: string) => {
    if (controlledId === undefined) setOwnId(id);
  };
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setSelectedId(id);
    onChange?.(id);
    const tab = tabRefs.current.get(id);
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selectedId);
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(items[next]!.id);
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <Panel
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selectedId}
          tabIndex={0}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
}
