export * from './Icon';
export * from './ToneIcon';
