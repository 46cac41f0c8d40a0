export { Dialog, Overlay, Backdrop, CloseButton, type DialogProps, type OverlayProps } from './Dialog';
export { useModal, type UseModalOptions } from './useModal';
export { pushModal, openModals, focusables, type ModalEntry } from './modalStack';
export { MODAL_EXEMPT_ATTRIBUTE } from './modalExempt';
