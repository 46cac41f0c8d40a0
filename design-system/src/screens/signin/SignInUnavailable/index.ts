export { SignInUnavailable } from './SignInUnavailable';
