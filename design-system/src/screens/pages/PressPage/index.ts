export { PressPage } from './PressPage';
