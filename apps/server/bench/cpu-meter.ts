/** CPU time spent per order by the server, PostgreSQL and the benchmark's shoppers. */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user and system) a process has used, in milliseconds, from /proc/<pid>/stat. */
function cpuMsOf(pid: number | 'self'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat (12 and 13 after the command's name), in ticks of
  // 1/100 s (Linux's USER_HZ).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU time of the PostgreSQL processes on this machine, if it runs here (else undefined). */
function postgresCpuMs(): number | undefined {
  let total: number | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total = (total ?? 0) + cpuMsOf(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/**
 * The CPU each part used per order placed, in milliseconds: the server, PostgreSQL (when it runs
 * on this machine) and this benchmark's own shoppers. They share the machine's cores, so together
 * they bound orders/s; and the machine's other load disturbs them much less than orders/s.
 */
export function cpuMeter(serverPid: number) {
  const read = () => ({
    server: cpuMsOf(serverPid),
    postgres: postgresCpuMs(),
    shoppers: cpuMsOf('self'),
  });
  const before = read();
  return (orders: number): CpuPerOrder => {
    const after = read();
    const per = (spent: number) => spent / Math.max(1, orders);
    return {
      server: per(after.server - before.server),
      postgres:
        after.postgres === undefined || before.postgres === undefined
          ? undefined
          : per(after.postgres - before.postgres),
      shoppers: per(after.shoppers - before.shoppers),
    };
  };
}

export interface CpuPerOrder {
  server: number;
  postgres: number | undefined;
  shoppers: number;
}
