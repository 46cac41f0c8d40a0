export { RefundPolicyPage } from './RefundPolicyPage';
