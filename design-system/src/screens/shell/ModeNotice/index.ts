export { ModeNotice, MODE_NOTICES } from './ModeNotice';
