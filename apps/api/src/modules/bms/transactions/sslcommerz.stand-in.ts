import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const SIGNED_KEYS =
  'amount,bank_tran_id,card_type,currency,status,store_amount,tran_date,tran_id,val_id';

type Session = { form: Record<string, string>; sessionKey: string };
type Validation = Record<string, string>;

/**
 * A local stand-in for SSLCommerz's session and validation APIs (v4), for tests: it answers
 * the way the published API does and hands out signed IPNs as the gateway would post them.
 */
export async function startSslcommerzStandIn(store: { id: string; password: string }) {
  const sessions = new Map<string, Session>();
  const validations = new Map<string, Validation>();
  const calls = { init: 0, validation: 0 };
  const credentialsOk = (fields: URLSearchParams) =>
    fields.get('store_id') === store.id && fields.get('store_passwd') === store.password;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const send = (body: object) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
        calls.init++;
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        if (!credentialsOk(form)) {
          return send({
            status: 'FAILED',
            failedreason: 'Store Credential Error Or Store is De-active',
          });
        }
        const sessionKey = crypto.randomBytes(16).toString('hex').toUpperCase();
        const fields = Object.fromEntries(form);
        sessions.set(fields.tran_id ?? '', { form: fields, sessionKey });
        return send({
          status: 'SUCCESS',
          failedreason: '',
          sessionkey: sessionKey,
          GatewayPageURL: `${base}/EasyCheckOut/testcde${sessionKey}`,
        });
      }
      if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
        calls.validation++;
        if (!credentialsOk(url.searchParams)) return send({ status: 'INVALID_TRANSACTION' });
        const found = validations.get(url.searchParams.get('val_id') ?? '');
        if (!found) return send({ status: 'INVALID_TRANSACTION' });
        const answer = { ...found };
        if (found.status === 'VALID') found.status = 'VALIDATED';
        return send(answer);
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The IPN the gateway would post for this attempt, signed with verify_sign / verify_key. */
  function ipnFor(tranId: string, status: string, overrides: Validation = {}): Validation {
    const session = sessions.get(tranId);
    if (!session) throw new Error(`no session for ${tranId}`);
    const valId = `${Date.now()}${crypto.randomBytes(4).toString('hex')}`;
    const amount = session.form.total_amount ?? '0';
    const fields: Record<string, string> = {
      status,
      tran_date: '2025-01-01 10:00:00',
      tran_id: tranId,
      val_id: valId,
      amount,
      store_amount: (Number(amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: `BT${crypto.randomBytes(4).toString('hex')}`,
      card_type: 'BKASH-BKash',
      ...overrides,
    };
    const signed: Record<string, string> = { store_passwd: md5(store.password) };
    for (const key of SIGNED_KEYS.split(',')) signed[key] = fields[key] ?? '';
    const hashString = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&');
    return { ...fields, verify_key: SIGNED_KEYS, verify_sign: md5(hashString) };
  }

  return {
    base,
    calls,
    sessions,
    /** The payer paid; `validationAnswer` is what the validation API will say about it. */
    pay(tranId: string, validationAnswer: Validation = {}) {
      const ipn = ipnFor(tranId, 'VALID');
      const copied = ['tran_id', 'val_id', 'amount', 'store_amount', 'bank_tran_id', 'card_type'];
      validations.set(ipn.val_id ?? '', {
        ...Object.fromEntries(copied.map((key) => [key, ipn[key] ?? ''])),
        status: 'VALID',
        currency: 'BDT',
        tran_date: ipn.tran_date ?? '',
        risk_level: '0',
        ...validationAnswer,
      });
      return ipn;
    },
    fail: (tranId: string) => ipnFor(tranId, 'FAILED', { val_id: '', amount: '0.00' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
