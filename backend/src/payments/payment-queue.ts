import { Injectable } from '@nestjs/common';

/**
 * Runs the work about one provider payment one piece at a time within this process. Razorpay tells
 * the shop of every payment three times at once (the shopper's verify, `payment.captured`,
 * `order.paid`, often `payment.authorized` too): queued here, the second and third find the order
 * already paid and are settled in one statement, instead of each taking a pooled connection to wait
 * on the shopper's row lock while the first commits. The row lock still orders different payments,
 * and the same payment across replicas; this queue only keeps a process from queueing on itself.
 */
@Injectable()
export class PaymentQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `work` once every earlier piece of work about `paymentId` in this process has ended. */
  run<T>(paymentId: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(paymentId);
    const mine = before ? before.then(work, work) : work();
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(paymentId, tail);
    void tail.then(() => {
      if (this.tails.get(paymentId) === tail) this.tails.delete(paymentId);
    });
    return mine;
  }

  /** How many payments have work queued or running (for tests: none is left behind). */
  get size(): number {
    return this.tails.size;
  }
}
