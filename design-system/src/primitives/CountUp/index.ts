export * from './CountUp';
