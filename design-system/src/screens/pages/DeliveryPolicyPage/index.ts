export { DeliveryPolicyPage } from './DeliveryPolicyPage';
