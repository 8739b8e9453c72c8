/**
 * The headers of the panel's page (index.html). The Content-Security-Policy lets scripts come only
 * from the panel's own origin (the page has no inline script): an injected script tag or handler
 * does not run. Styles may
 * be inline (Radix's scroll lock writes a style element); images may also come from the media CDN;
 * the page may not be framed (clickjacking) and talks only to its own origin.
 */
export function panelPageHeaders(mediaCdnUrl: string): Record<string, string> {
  const mediaOrigin = /^https?:\/\//.test(mediaCdnUrl) ? ` ${new URL(mediaCdnUrl).origin}` : '';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { 'content-security-policy': policy, ...PAGE_HEADERS, 'cache-control': 'no-cache' };
}

/**
 * What every HTML page the server writes carries beside its own Content-Security-Policy (the
 * panel, the sandbox checkout, the API docs): no type sniffing, no framing, no full referrer.
 */
export const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * The API docs (Swagger UI) under the policy @fastify/swagger-ui computes for its own scripts and
 * styles, with framing forbidden as everywhere else.
 */
export const docsPagePolicy = (policy: string) =>
  policy.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
