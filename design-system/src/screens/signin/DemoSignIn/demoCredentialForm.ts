// The demo sign-in's part that loads on first use: the engine and its schema (zod with it).
export { ContractFormEngine } from '../../../flows/ContractFormEngine';
export { DemoCredentialRequestSchema as schema } from '@profit/contract';
