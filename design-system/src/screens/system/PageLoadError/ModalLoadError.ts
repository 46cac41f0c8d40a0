import { useEffect } from 'react';
import { useNotify } from '../../../state/hooks';

/** What a shopper reads when a modal's code could not be fetched: what did not open, and why. */
const modalLoadErrorText = (what: string) =>
  `${what} could not be opened: the shop’s server did not answer. Check your connection, then reload the page.`;

interface ModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * In place of a modal whose code could not be fetched (`lazyPart`'s fallback): each time it is
 * opened, a notification says what did not open and why, and it closes again, so its opener
 * still works and says so the next time. It renders nothing.
 */
export function modalLoadError(what: string): (props: ModalProps) => null {
  return function ModalLoadError({ open, onClose }: ModalProps) {
    const notify = useNotify();
    useEffect(() => {
      if (!open) return;
      notify(modalLoadErrorText(what), 'danger');
      onClose();
      // Only an opening tells: the opener's onClose is a new function on each of its renders.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [open]);
    return null;
  };
}
