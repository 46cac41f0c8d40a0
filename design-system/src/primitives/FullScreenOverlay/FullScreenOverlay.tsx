import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { Container } from '../Container';
import { useModal } from '../Dialog/useModal';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { glowAtTop, theme } from '../../tokens';

export interface FullScreenOverlayProps {
  /** Shown while true; the parent owns this state and sets it false in `onClose`. */
  open: boolean;
  /** Called on Escape and the close button. */
  onClose: () => void;
  /** The overlay's accessible name, shown as its heading. */
  title: ReactNode;
  /** A line under the title, read as the overlay's description when it opens. */
  description?: ReactNode;
  /** A small mark above the title (a tick for 'Added to Cart'). */
  icon?: ReactNode;
  /** The body: what to look at next (products bought together). */
  children?: ReactNode;
  /** Actions under the content ('Continue Shopping', 'View Cart'). */
  footer?: ReactNode;
  /** `surface` (light) or `ink` (the deep brand surface). */
  tone?: 'surface' | 'ink';
  /** Where focus goes on open (defaults to the first focusable element: the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close (defaults to the element focused when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The close button's accessible name (default 'Close'). */
  closeLabel?: string;
}

const enter = keyframes`from { opacity: 0; transform: scale(1.02); }`;

const Screen = styled.div<{ $tone: 'surface' | 'ink' }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  height: 100dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: ${enter} ${theme.durations.slow}ms ${theme.easings.emphasized};

  ${({ theme, $tone }) =>
    $tone === 'ink'
      ? css`
          background:
            ${glowAtTop({
              width: 120,
              height: 80,
              x: 50,
              color: theme.colors.surfaceInkRaised,
              fadeTo: theme.colors.surfaceInk,
              fadesAt: 60,
            })},
            ${theme.colors.surfaceInk};
          color: ${theme.colors.textInverse};
        `
      : css`
          background:
            ${glowAtTop({
              width: 120,
              height: 80,
              x: 50,
              color: theme.colors.brandSoft,
              fadeTo: theme.colors.surface,
              fadesAt: 55,
            })},
            ${theme.colors.surface};
          color: ${theme.colors.text};
        `}

  &:focus {
    outline: none;
  }

  ${theme.media.reducedMotion} {
    animation: none;
  }
`;

const TopBar = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space[4]};
`;

const Content = styled(Container)`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space[6]};
  padding-bottom: ${theme.space[12]};
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  text-align: center;
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[16]};
  height: ${theme.space[16]};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};

  & svg {
    width: ${theme.sizes.icon.xl};
    height: ${theme.sizes.icon.xl};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.typeRamp.h1.fontSize};
  line-height: ${theme.typeRamp.h1.lineHeight};
  letter-spacing: ${theme.typeRamp.h1.letterSpacing};
  text-wrap: balance;
`;

const Description = styled.p<{ $tone: 'surface' | 'ink' }>`
  margin: 0;
  max-width: ${theme.sizes.prose};
  font-size: ${theme.typeRamp.lead.fontSize};
  color: ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`;

/**
 * A true full-screen modal overlay: it covers the whole viewport (no card floating in a dimmed
 * page), its content centred, scrolling inside itself when taller than the screen. Part of the
 * page's one modal stack.
 */
export function FullScreenOverlay({
  open,
  onClose,
  title,
  description,
  icon,
  children,
  footer,
  tone = 'surface',
  initialFocus,
  returnFocus,
  closeLabel = 'Close',
}: FullScreenOverlayProps) {
  const screenRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal(screenRef, open, onClose, { initialFocus, returnFocus });
  if (!open) return null;
  // In a fragment: react-docgen (the docs page's prop table) does not count a bare portal as JSX.
  return (
    <>
      {createPortal(
        <Screen
          ref={screenRef}
          $tone={tone}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
        >
          <TopBar>
            <IconButton
              label={closeLabel}
              icon={<CloseIcon />}
              variant={tone === 'ink' ? 'inverse' : 'solid'}
              size="lg"
              onClick={onClose}
            />
          </TopBar>
          <Content>
            <Head>
              {icon && <Icon aria-hidden="true">{icon}</Icon>}
              <Title id={titleId}>{title}</Title>
              {description && (
                <Description id={descriptionId} $tone={tone}>
                  {description}
                </Description>
              )}
            </Head>
            {children}
            {footer && <Footer>{footer}</Footer>}
          </Content>
        </Screen>,
        document.body,
      )}
    </>
  );
}
