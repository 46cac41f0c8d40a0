export { Dialog, Overlay, Backdrop, CloseButton, type DialogProps, type OverlayProps } from './Dialog';
export { useModal, type UseModalOptions } from './useModal';
export { pushModal, openModals, focusables, MODAL_EXEMPT_ATTRIBUTE, type ModalEntry } from './modalStack';
