import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Backdrop, CloseButton, useModal } from '../Dialog';
import { CloseIcon } from '../Icon';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** The panel's accessible name, shown as its heading. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

const slideIn = keyframes`from { transform: translateX(100%); }`;

const EdgeBackdrop = styled(Backdrop)`
  justify-content: flex-end;
  align-items: stretch;
  padding: 0;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ theme }) => theme.sizes.sidePanel});
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.durations.slow}ms ${({ theme }) => theme.easings.out};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
`;

/** A modal panel sliding in from the right (the cart panel): same focus and Escape rules as a dialog. */
export function SidePanel({ open, onClose, title, children, footer }: SidePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <EdgeBackdrop
      data-testid="side-panel-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </EdgeBackdrop>,
    document.body,
  );
}
