export { GrievancePage } from './GrievancePage';
