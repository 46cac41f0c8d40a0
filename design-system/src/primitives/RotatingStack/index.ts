export * from './RotatingStack';
