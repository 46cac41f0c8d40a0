export * from './checkout';
export {
  ServicesProvider,
  useServices,
  type Services,
  type GoogleSignInButtonProps,
  type ShopMode,
  type ConfirmationSchedule,
  CONFIRMATION_SCHEDULE,
} from './ServicesContext';
export { GoogleIdentityButton } from './GoogleButton';
export { useReconnect, UNREACHABLE_MESSAGES, type ReconnectState } from './useReconnect';
