export * from './Marquee';
