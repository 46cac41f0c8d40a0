export { useBottomBarRoom } from './useBottomBarRoom';
