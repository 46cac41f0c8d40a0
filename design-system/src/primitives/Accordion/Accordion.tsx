import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../Icon';
import { theme } from '../../tokens';

export interface AccordionItem {
  /** Stable and unique among the items: what `openId` and `onOpenChange` speak in. */
  id: string;
  /** The question or heading, always visible; it is the button that opens the item. */
  title: ReactNode;
  /** The answer, shown while the item is open. */
  content: ReactNode;
}

export interface AccordionProps {
  /** The items in order. */
  items: readonly AccordionItem[];
  /** Which item starts open (uncontrolled); none by default. */
  defaultOpenId?: string | null;
  /** Which item is open (controlled: pair with `onOpenChange`). */
  openId?: string | null;
  /** Called with the item's `id` when it opens, or `null` when the open one closes. */
  onOpenChange?: (openId: string | null) => void;
  /** The heading level of the item titles (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
`;

const Item = styled.div`
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[4]} 0`};
  border: 0;
  background: transparent;
  text-align: left;
  font-family: ${theme.fonts.body};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  & svg {
    transition: transform ${theme.durations.normal}ms ${theme.easings.standard};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }

  ${theme.media.reducedMotion} {
    & svg {
      transition: none;
    }
  }
`;

const Region = styled.div`
  padding-bottom: ${theme.space[4]};
  color: ${theme.colors.textMuted};
`;

/** Questions and answers: opening one item closes the one that was open. */
export function Accordion({
  items,
  defaultOpenId = null,
  openId: controlledOpenId,
  onOpenChange,
  headingLevel = 3,
}: AccordionProps) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(defaultOpenId);
  const openId = controlledOpenId !== undefined ? controlledOpenId : ownOpenId;
  const setOpenId = (id: string | null) => {
    if (controlledOpenId === undefined) setOwnOpenId(id);
    onOpenChange?.(id);
  };
  const baseId = useId();
  const headingTag = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-trigger-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <Item key={item.id}>
            <Heading as={headingTag}>
              <Trigger
                id={triggerId}
                type="button"
                aria-expanded={open}
                aria-controls={regionId}
                $open={open}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <ChevronDownIcon />
              </Trigger>
            </Heading>
            <Region id={regionId} role="region" aria-labelledby={triggerId} hidden={!open}>
              {item.content}
            </Region>
          </Item>
        );
      })}
    </List>
  );
}
