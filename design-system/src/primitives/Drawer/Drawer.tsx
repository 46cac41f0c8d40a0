import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { Backdrop, useModal } from '../Dialog';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { theme } from '../../tokens';

export type DrawerSide = 'left' | 'right' | 'bottom';

export interface DrawerProps {
  /** Shown while true; the parent owns this state and sets it false in `onClose`. */
  open: boolean;
  /** Called on Escape, the close button and a click on the page beside the drawer. */
  onClose: () => void;
  /** The drawer's accessible name, shown as its heading (visually hidden with `hideTitle`). */
  title: ReactNode;
  /** Keeps the title for screen readers only (the mobile menu, whose links say enough). */
  hideTitle?: boolean;
  /** `left` for the mobile menu, `right` for the cart panel, `bottom` for a sheet on a phone. */
  side?: DrawerSide;
  /** The body; it scrolls on its own when taller than the window. */
  children?: ReactNode;
  /** Pinned at the bottom (a total and Pay Now), always visible while the body scrolls. */
  footer?: ReactNode;
  /** `ink` for the dark mobile menu. */
  tone?: 'surface' | 'ink';
  /** Where focus goes on open (defaults to the first focusable element: the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close (defaults to the element focused when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The close button's accessible name (default 'Close'), e.g. 'Close menu'. */
  closeLabel?: string;
}

const fromLeft = keyframes`from { transform: translateX(-100%); }`;
const fromRight = keyframes`from { transform: translateX(100%); }`;
const fromBottom = keyframes`from { transform: translateY(100%); }`;

/**
 * A drawer the page showed before the app started (its prerendered copy, `data-early-panel`) is
 * on screen already when the app opens its own: that one takes its place without sliding in again.
 */
const shownAlready = css`
  :root[data-early-panel-handover] & {
    animation: none;
  }
`;

const EdgeBackdrop = styled(Backdrop)<{ $side: DrawerSide }>`
  padding: 0;
  ${shownAlready}
  align-items: ${({ $side }) => ($side === 'bottom' ? 'flex-end' : 'stretch')};
  justify-content: ${({ $side }) => ($side === 'left' ? 'flex-start' : $side === 'right' ? 'flex-end' : 'center')};
`;

const Panel = styled.div<{ $side: DrawerSide; $tone: 'surface' | 'ink' }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.surfaceInk : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.textInverse : theme.colors.text)};
  box-shadow: ${theme.elevation[4]};
  animation: ${({ $side }) => ({ left: fromLeft, right: fromRight, bottom: fromBottom })[$side]}
    ${theme.durations.slow}ms ${theme.easings.emphasized};

  ${({ theme, $side }) =>
    $side === 'bottom'
      ? css`
          width: 100%;
          max-width: ${theme.sizes.containerNarrow};
          max-height: ${theme.sizes.bottomSheetMax};
          border-radius: ${theme.radii['2xl']} ${theme.radii['2xl']} 0 0;
          padding-bottom: env(safe-area-inset-bottom);
        `
      : css`
          width: min(calc(100% - ${theme.space[12]}), ${theme.sizes.drawer});
          height: 100%;
        `}

  &:focus {
    outline: none;
  }

  ${theme.media.reducedMotion} {
    animation: none;
  }
  ${shownAlready}
`;

const Handle = styled.span`
  align-self: center;
  width: ${theme.space[10]};
  height: ${theme.space[1]};
  margin-top: ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
`;

const Header = styled.div<{ $tone: 'surface' | 'ink' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  /* The same inset on both sides as the body, so the close button lines up with the content's edge. */
  padding: ${`${theme.space[3]} ${theme.space[5]}`};
  border-bottom: ${theme.borderWidths.thin} solid
    ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.borderOnInk : theme.colors.borderSubtle)};
`;

const Title = styled.h2<{ $hidden: boolean }>`
  margin: 0;
  font-size: ${theme.typeRamp.h5.fontSize};
  line-height: ${theme.typeRamp.h5.lineHeight};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space[5]};
`;

const Footer = styled.div<{ $tone: 'surface' | 'ink' }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border-top: ${theme.borderWidths.thin} solid
    ${({ theme, $tone }) => ($tone === 'ink' ? theme.colors.borderOnInk : theme.colors.borderSubtle)};
`;

/**
 * A modal drawer from the left (mobile menu), the right (cart panel) or the bottom (a sheet):
 * part of the page's one modal stack, so only the top-most modal hears Escape and Tab.
 */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  side = 'right',
  children,
  footer,
  tone = 'surface',
  initialFocus,
  returnFocus,
  closeLabel = 'Close',
}: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panelRef, open, onClose, { initialFocus, returnFocus });
  if (!open) return null;
  const drawer = (
    <EdgeBackdrop
      $side={side}
      data-testid="drawer-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        $side={side}
        $tone={tone}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-side={side}
        tabIndex={-1}
      >
        {side === 'bottom' && <Handle aria-hidden="true" />}
        <Header $tone={tone}>
          <Title id={titleId} $hidden={hideTitle}>
            {title}
          </Title>
          <IconButton
            label={closeLabel}
            icon={<CloseIcon />}
            variant={tone === 'ink' ? 'inverse' : 'solid'}
            onClick={onClose}
          />
        </Header>
        <Body>{children}</Body>
        {footer && <Footer $tone={tone}>{footer}</Footer>}
      </Panel>
    </EdgeBackdrop>
  );
  // Rendered on the server (the build's copy of an open panel, shown before the app starts): in
  // place, since there is no document to portal into.
  if (typeof document === 'undefined') return drawer;
  // In a fragment: react-docgen (the docs page's prop table) does not count a bare portal as JSX.
  return <>{createPortal(drawer, document.body)}</>;
}
