export { DemoSignIn } from './DemoSignIn';
