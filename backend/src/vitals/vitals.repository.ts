import { Injectable } from '@nestjs/common';
import {
  VITALS_RETENTION_DAYS,
  VITALS_TOP_PAGES,
  VITALS_WINDOW_DAYS,
  type AdminVitals,
  type DeviceClass,
  type VitalsBeacon,
  type VitalsRow,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { webVitals } from '../database/schema.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface PercentileRow {
  page: string;
  device: DeviceClass;
  visits: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  ttfb: number | null;
}

/** Visits' Core Web Vitals as browsers sent them, and their 75th percentiles for the merchant. */
@Injectable()
export class VitalsRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** Stores one visit's figures; beacons past the retention period go in the same statement. */
  async record(beacon: VitalsBeacon): Promise<void> {
    const figure = (name: string) => beacon.vitals.find((vital) => vital.name === name)?.value ?? null;
    await this.database.db.execute(sql`
      with expired as (
        delete from ${webVitals} where created_at < now() - make_interval(days => ${VITALS_RETENTION_DAYS}))
      insert into ${webVitals} (page, device, lcp, inp, cls, ttfb)
      values (${beacon.page}, ${beacon.device}, ${figure('LCP')}, ${figure('INP')}, ${figure('CLS')}, ${figure('TTFB')})`);
  }

  /** For each period, each page and device class with the most visits first: the 75th percentile of each figure. */
  async percentiles(): Promise<AdminVitals> {
    const periods = await Promise.all(
      VITALS_WINDOW_DAYS.map(async (days) => {
        const rows = rowsOf<PercentileRow>(
          await this.database.db.execute(sql`
            select page, device, count(*)::int as visits,
              percentile_cont(0.75) within group (order by lcp)::float8 as lcp,
              percentile_cont(0.75) within group (order by inp)::float8 as inp,
              percentile_cont(0.75) within group (order by cls)::float8 as cls,
              percentile_cont(0.75) within group (order by ttfb)::float8 as ttfb
            from ${webVitals}
            where created_at >= now() - make_interval(days => ${days})
            group by page, device
            order by visits desc, page, device
            limit ${VITALS_TOP_PAGES}`),
        );
        return { days, rows: rows.map(toRow) };
      }),
    );
    return { periods };
  }
}

/** CLS keeps three decimals; the times are whole milliseconds. */
function toRow({ page, device, visits, lcp, inp, cls, ttfb }: PercentileRow): VitalsRow {
  const ms = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    page,
    device,
    visits,
    p75: { LCP: ms(lcp), INP: ms(inp), CLS: cls === null ? null : Math.round(cls * 1000) / 1000, TTFB: ms(ttfb) },
  };
}
