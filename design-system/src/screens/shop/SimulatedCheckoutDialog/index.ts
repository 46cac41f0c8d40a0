export {
  SimulatedCheckoutDialog,
  SIMULATED_CHECKOUT_TEXT,
  type SimulatedCheckoutDialogProps,
} from './SimulatedCheckoutDialog';
export { simulatedCheckoutDialog } from './checkoutDialogFactory';
