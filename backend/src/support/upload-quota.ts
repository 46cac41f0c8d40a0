import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_MESSAGES } from '@profit/contract';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/app-config.js';
import { RATE_LIMITER, RateLimitedError, type RateLimiter } from '../rate-limits/rate-limiter.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What one network (the rate limits' key: an IPv4 address, an IPv6 /64) may send as bug reports in
 * a day: BUG_REPORTS_PER_DAY reports and BUG_REPORT_BYTES_PER_DAY bytes of screenshots, counted in
 * the rate limits' store (this process's memory on PGlite, the shared table on PostgreSQL).
 */
@Injectable()
export class UploadQuota {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /**
   * Counts one report from `network` before its body is read; throws 429 when the network has sent
   * its reports of the day, or its bytes (a report's own bytes are counted once stored, so the last
   * report of a day may pass the byte quota by at most one report).
   */
  async admitReport(network: string): Promise<void> {
    const reports = await this.limiter.store.hit(`bug-reports-per-day|${network}`, DAY_MS);
    const bytes = await this.limiter.store.hit(`bug-report-bytes-per-day|${network}`, DAY_MS, 0);
    const refused =
      reports.count > this.config.env.BUG_REPORTS_PER_DAY
        ? reports
        : bytes.count >= this.config.env.BUG_REPORT_BYTES_PER_DAY
          ? bytes
          : null;
    if (refused)
      throw new RateLimitedError(
        Math.max(1, Math.ceil((refused.resetAt - Date.now()) / 1000)),
        UPLOAD_MESSAGES.dailyQuota,
      );
  }

  /** Adds the stored screenshots' bytes to the network's day. */
  async addBytes(network: string, bytes: number): Promise<void> {
    if (bytes > 0) await this.limiter.store.hit(`bug-report-bytes-per-day|${network}`, DAY_MS, bytes);
  }
}
