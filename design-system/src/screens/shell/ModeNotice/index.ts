export { ModeNotice, MODE_NOTICES, MODE_NOTICE_ROOM } from './ModeNotice';
