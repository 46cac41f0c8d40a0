export * from './FullScreenOverlay';
