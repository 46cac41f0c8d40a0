export * from './checkout';
export { ServicesProvider, useServices, type Services, type GoogleSignInButtonProps } from './ServicesContext';
export { GoogleIdentityButton } from './GoogleButton';
