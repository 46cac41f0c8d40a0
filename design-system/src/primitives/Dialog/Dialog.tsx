import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { FullScreenOverlay } from '../FullScreenOverlay';
import { CloseIcon } from '../Icon';
import { useModal } from './useModal';
import { theme } from '../../tokens';

export interface DialogProps {
  /** Shown while true; the parent owns this state and sets it false in `onClose`. */
  open: boolean;
  /** Called on Escape, the close button and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description when it opens. */
  description?: ReactNode;
  /** The body: a short message, a form, a list of products. */
  children?: ReactNode;
  /** Action buttons at the bottom, the main one last. */
  footer?: ReactNode;
  /** `center` for a dialog, `fullscreen` for an overlay that covers the page ('Added to Cart'). */
  variant?: 'center' | 'fullscreen';
  /** Where focus goes on open (defaults to the first focusable element: the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close (defaults to the element focused when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(1rem) scale(0.98); }`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space[4]};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.durations.normal}ms ${theme.easings.out};

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  width: 100%;
  max-height: 100%;
  overflow-y: auto;
  padding: ${theme.space[6]};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  animation: ${rise} ${theme.durations.normal}ms ${theme.easings.out};

  max-width: ${theme.sizes.dialog};
  border-radius: ${theme.radii.xl};

  &:focus {
    outline: none;
  }

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[4]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${theme.sizes.control.md};
  height: ${theme.sizes.control.md};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.borderSubtle};
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.border};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;

/**
 * A modal dialog (or full-screen overlay): focus trapped inside and returned after, Escape and
 * the close button close it, the page behind does not scroll. Rendered into `document.body`.
 */
export function Dialog({ variant = 'center', closeOnBackdrop = true, ...props }: DialogProps) {
  return variant === 'fullscreen' ? (
    <FullScreenOverlay {...props} />
  ) : (
    <CenteredDialog {...props} closeOnBackdrop={closeOnBackdrop} />
  );
}

function CenteredDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  returnFocus,
  closeOnBackdrop,
}: Omit<DialogProps, 'variant'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(panelRef, open, onClose, { initialFocus, returnFocus });
  if (!open) return null;
  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

export type OverlayProps = Omit<DialogProps, 'variant'>;

/** A full-screen modal overlay (the store's 'Added to Cart'): the `FullScreenOverlay` with a dialog's props. */
export function Overlay(props: OverlayProps) {
  return <Dialog {...props} variant="fullscreen" />;
}
