export { ChatSupportPage } from './ChatSupportPage';
