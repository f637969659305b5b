/**
 * The default export of a CommonJS SDK loaded with import(): Node hands over module.exports,
 * whose `default` is the class when the SDK was compiled from TypeScript; a bundler may already
 * have unwrapped it.
 */
export function defaultExport<T>(mod: unknown): T {
  const outer = (mod as { default?: unknown }).default ?? mod;
  const inner = (outer as { default?: unknown }).default;
  return (typeof inner === 'function' ? inner : outer) as T;
}

/** An endpoint override (`http://127.0.0.1:9000`, `https://sms.example.cn`) as protocol and host. */
export function splitEndpoint(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const url = new URL(endpoint);
  return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}
