/**
 * Elements the modal stack never makes inert (the notification live regions): mark them with this
 * attribute. A module of its own, so the notifications on every page do not bring the modal
 * stack (loaded with the first modal) into the first chunk.
 */
export const MODAL_EXEMPT_ATTRIBUTE = 'data-modal-exempt';
