/**
 * The soak of `npm run bench:search` (BENCH_SOAK=1): 16 clients for 60 s (BENCH_SOAK_SECONDS) of mixed searches —
 * keyword and hybrid, with and without filters (status, region, category), sorted by relevance or date, pages 1
 * to 5 — reporting every error and non-2xx answer, and the latency percentiles up to p99.
 */
import autocannon from 'autocannon';

const CATEGORIES = ['SRV', 'GD', 'CNST', 'SRVTGD'];

export interface SoakResult {
  requests: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  p50: number;
  p99: number;
  max: number;
}

const soakBody = (subjects: string[], regions: string[], index: number): string => {
  const subject = subjects[index % subjects.length]!;
  const kind = index % 4;
  const filters =
    kind === 0
      ? {}
      : kind === 1
        ? { status: ['open'], regions: [regions[index % regions.length]] }
        : kind === 2
          ? { categories: [CATEGORIES[index % CATEGORIES.length]] }
          : { status: ['open'], regions: [regions[(index + 3) % regions.length]], categories: ['SRV'] };
  return JSON.stringify({
    query: index % 7 === 6 ? '' : subject,
    search_type: index % 2 === 0 ? 'hybrid' : 'keyword',
    filters,
    sort_by: index % 5 === 4 ? 'date' : 'relevance',
    page: 1 + (index % 5),
    size: 20,
  });
};

export const soak = async (port: number, subjects: string[], regions: string[]): Promise<SoakResult> => {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
  const requests = Array.from({ length: 210 }, (_, index) => ({
    method: 'POST' as const,
    path: '/api/search',
    headers: { 'content-type': 'application/json' },
    body: soakBody(subjects, regions, index),
  }));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    duration: seconds,
    requests,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
};
