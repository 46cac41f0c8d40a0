export { UnreachableNotice } from './UnreachableNotice';
