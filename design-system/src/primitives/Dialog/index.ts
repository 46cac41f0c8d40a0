export { Dialog, Backdrop, CloseButton, type DialogProps } from './Dialog';
export { useModal } from './useModal';
