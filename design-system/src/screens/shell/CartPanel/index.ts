export { CartPanel, type CartPanelProps } from './CartPanel';
