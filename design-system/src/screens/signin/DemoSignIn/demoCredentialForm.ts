// The demo sign-in's part that loads on first use: its schema (zod with it).
export { DemoCredentialRequestSchema as schema } from '@profit/contract';
