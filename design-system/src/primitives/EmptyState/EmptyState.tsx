import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, type HeadingLevel } from '../Heading';
import { Text } from '../Text';
import { theme } from '../../tokens';

export interface EmptyStateProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** What is empty, as a heading ('Your cart is empty'). */
  title: ReactNode;
  /** What will show here and how it gets there. */
  description?: ReactNode;
  /** An icon (decorative) above the title. */
  icon?: ReactNode;
  /** What to do next: a button or a link. */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline (default 2). */
  headingLevel?: HeadingLevel;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  max-width: ${theme.sizes.emptyState};
  margin: 0 auto;
  padding: ${`${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
`;

const Medallion = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[16]};
  height: ${theme.space[16]};
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brandStrong};

  & svg {
    width: ${theme.sizes.icon.xl};
    height: ${theme.sizes.icon.xl};
  }
`;

const Action = styled.div`
  margin-top: ${theme.space[3]};
`;

/** What a list shows when it has nothing yet: what is missing, why, and what to do next. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, ...rest }: EmptyStateProps) {
  return (
    <Wrap {...rest}>
      {icon && <Medallion aria-hidden="true">{icon}</Medallion>}
      <Heading level={headingLevel} size="h4">
        {title}
      </Heading>
      {description && (
        <Text tone="muted" align="center">
          {description}
        </Text>
      )}
      {action && <Action>{action}</Action>}
    </Wrap>
  );
}
