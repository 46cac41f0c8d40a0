import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusables, pushModal } from './modalStack';

export interface UseModalOptions {
  /** Where focus goes on open (defaults to the first focusable element, else the container). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus returns on close (defaults to the element focused when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal behaviour while `open`, through the page's one modal stack (`modalStack.ts`): focus moves
 * inside, Tab and Shift+Tab cycle within, Escape calls `onClose` only when this modal is on top,
 * everything else is inert, the page behind does not scroll (nor shift), and focus returns after.
 */
export function useModal(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocusOrOptions?: RefObject<HTMLElement | null> | UseModalOptions,
) {
  const options: UseModalOptions =
    initialFocusOrOptions && 'current' in initialFocusOrOptions
      ? { initialFocus: initialFocusOrOptions }
      : (initialFocusOrOptions ?? {});
  const onCloseRef = useRef(onClose);
  const optionsRef = useRef(options);
  useEffect(() => {
    onCloseRef.current = onClose;
    optionsRef.current = options;
  });

  // A layout effect: focus is inside the modal in the same frame it appears, before anything
  // (a keystroke, a test) can act on the page behind.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const { initialFocus, returnFocus } = optionsRef.current;
    const returnTo =
      returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const release = pushModal({ container, requestClose: () => onCloseRef.current(), returnFocus: returnTo });
    (initialFocus?.current ?? focusables(container)[0] ?? container).focus();
    return release;
  }, [open, containerRef]);
}
