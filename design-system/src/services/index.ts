export * from './checkout';
export {
  ServicesProvider,
  useServices,
  type Services,
  type GoogleSignInButtonProps,
  type ShopMode,
} from './ServicesContext';
export { GoogleIdentityButton } from './GoogleButton';
