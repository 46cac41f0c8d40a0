export { Dialog, Overlay, Backdrop, CloseButton, type DialogProps, type OverlayProps } from './Dialog';
export { useModal } from './useModal';
