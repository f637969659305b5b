/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Each connection walks through these in turn (bench/search.ts rotates queries). */
    requests?: Array<{
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      /** Rewrites the request before each send (bench/search.ts: a new query every time). */
      setupRequest?: <R extends { path?: string }>(request: R) => R;
    }>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
