import { stopPostgres } from './postgres.global.mjs';

export default function teardown() {
  stopPostgres();
}
