import crypto from 'node:crypto';

/** AWS Signature Version 4 (header form) for S3, with node:crypto only. */

export const EMPTY_SHA256 = crypto.createHash('sha256').update('').digest('hex');

const sha256Hex = (data: string) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX. */
export function uriEncode(text: string, keepSlash = false) {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** 20130524T000000Z */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type SignInput = {
  method: string;
  /** The path exactly as sent (already URI-encoded). */
  path: string;
  query?: Record<string, string>;
  /** Headers to sign (host and x-amz-date included by the caller). */
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  now: Date;
};

export function canonicalRequest(input: SignInput) {
  const query = Object.entries(input.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const text = [
    input.method,
    input.path,
    query,
    headers.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/** The Authorization header value for the request. */
export function signV4(input: SignInput) {
  const service = input.service ?? 's3';
  const stamp = amzDate(input.now);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(input);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(text)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    signature,
  };
}
