import { describe, expect, it } from '@jest/globals';
import { PaymentQueue } from './payment-queue.js';

/** A piece of work that ends when told to, and says when it started. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('PaymentQueue', () => {
  it('runs the work about one payment one piece at a time, in the order it came', async () => {
    const queue = new PaymentQueue();
    const log: string[] = [];
    const first = gate();
    const a = queue.run('pay_1', async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
      return 'a';
    });
    const b = queue.run('pay_1', async () => {
      log.push('b starts');
      return 'b';
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a starts']);
    first.open();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('runs the work about other payments meanwhile', async () => {
    const queue = new PaymentQueue();
    const held = gate();
    const slow = queue.run('pay_1', () => held.opened);
    expect(await queue.run('pay_2', async () => 'other')).toBe('other');
    held.open();
    await slow;
  });

  it('goes on after a piece of work fails, which fails alone; and keeps nothing once all has ended', async () => {
    const queue = new PaymentQueue();
    const failing = queue.run('pay_1', async () => {
      throw new Error('the database is down');
    });
    const next = queue.run('pay_1', async () => 'next');
    await expect(failing).rejects.toThrow('the database is down');
    expect(await next).toBe('next');
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toBe(0);
  });
});
