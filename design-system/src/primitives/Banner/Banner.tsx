import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme, type Tone } from '../../tokens';
import { DismissButton } from '../Button/DismissButton';
import { CloseIcon, ToneIcon } from '../Icon';

export interface BannerProps {
  /** `info` and `success` are polite statuses; `warning` and `danger` are alerts, read at once. Each has its icon. */
  tone?: Tone;
  /** A short bold lead ('Payment failed'). */
  title?: ReactNode;
  /** The message: what happened and, for a problem, what to do. */
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** Actions beside the message (e.g. a 'View Cart' link). */
  actions?: ReactNode;
}

/**
 * On a phone a grid: icon, message and close button on the first row, the actions under the
 * message (never a close button alone on a row of its own); from 768 px one row.
 */
const Box = styled.div<{ $tone: Tone }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: ${theme.borderWidths.thin} solid ${({ theme, $tone }) => theme.colors[$tone].strong};
  border-radius: ${theme.radii.lg};
  background: ${({ theme, $tone }) => theme.colors[$tone].soft};
  color: ${({ theme, $tone }) => theme.colors[$tone].text};

  ${theme.media.md} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Content = styled.div`
  flex: 1 1 ${theme.sizes.bannerText};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

const Actions = styled.div`
  grid-column: 2;
  grid-row: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;

const Dismiss = styled(DismissButton)`
  grid-column: 3;
  grid-row: 1;
`;

/**
 * A message in the flow of the page (the cart page's error banner, the recommendations banner).
 * An error is announced at once (`role="alert"`), anything else politely (`role="status"`).
 */
export function Banner({ tone = 'info', title, children, onDismiss, actions }: BannerProps) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      <ToneIcon tone={tone} />
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
      {actions && <Actions>{actions}</Actions>}
      {onDismiss && (
        <Dismiss aria-label="Close" onClick={onDismiss}>
          <CloseIcon size="sm" />
        </Dismiss>
      )}
    </Box>
  );
}
