import { z } from 'zod';

/** Ids are positive integers (the spec: a merchant id is a number). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema }).strict();

/** Whole poisha: at most two fraction digits, allowing for binary floating point. */
export const hasWholePoisha = (value: number) =>
  Math.round(value * 100) === Number((value * 100).toFixed(6));

/** BDT with at most two fraction digits, carried as a number on the wire. */
export const moneySchema = z
  .number()
  .finite()
  .refine(hasWholePoisha, { message: 'At most 2 decimal places' });

/**
 * The days every date of the contract may name. The marketplace's orders, bills and payments all
 * fall in it, and PostgreSQL holds each of its days' Dhaka bounds (it has no year 0, and year
 * 10000 is past what a timestamp's text may spell); outside it a request is a 400, not a 500.
 */
export const allowedDays = { first: '2000-01-01', last: '2099-12-31' } as const;
const withinAllowedDays = (day: string) => day >= allowedDays.first && day <= allowedDays.last;
const outsideAllowedDays = `Use a day from ${allowedDays.first} to ${allowedDays.last}`;
/** The last second of the last allowed day, in Unix seconds (a signed link's expiry). */
export const lastAllowedSecond = Date.parse(`${allowedDays.last}T23:59:59Z`) / 1000;

/** A calendar day, yyyy-MM-dd: `2026-13-45` and `2025-02-29` are refused like any other typo. */
export const dateOnlySchema = z.iso
  .date({ error: 'Use yyyy-MM-dd (a real calendar day)' })
  .refine(withinAllowedDays, { error: outsideAllowedDays });

/** A moment with its offset (ISO 8601), on an allowed day (its own calendar day is checked). */
export const offsetTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((moment) => withinAllowedDays(moment.slice(0, 10)), { error: outsideAllowedDays });

/** A moment in an answer, as the API writes it: ISO 8601 in UTC (`2026-11-25T09:30:00.000Z`). */
export const isoTimeSchema = z.string();

/**
 * The refinement of a query's day range (`.refine(...daysInOrder('paidFrom', 'paidTo'))`): its
 * first day must not be after its last. yyyy-MM-dd days compare as text.
 */
export function daysInOrder<From extends string, To extends string>(from: From, to: To) {
  const check = (query: Partial<Record<From | To, string>>) => {
    const first = query[from];
    const last = query[to];
    return !first || !last || first <= last;
  };
  const params: { message: string; path: string[] } = {
    message: `${from} must not be after ${to}`,
    path: [from],
  };
  return [check, params] as const;
}

/** Past any list a merchant holds: 100,000,000 rows at the largest page size. */
const MAX_PAGE = 1_000_000;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const sortDirectionSchema = z.enum(['asc', 'desc']);

/** An on-or-off query parameter, `true` or `false` in the URL (nothing else), read as a boolean. */
export const booleanFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Comma-separated multi-value filter (`orderTypes=COD,B2B`): blank parts are dropped. */
export function csvListSchema<T extends z.ZodType<unknown, string>>(item: T, max = 100) {
  return z
    .string()
    .transform((raw) =>
      raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));
}

/** An id written in a query string. */
export const queryIdSchema = z.coerce.number<string>().int().positive().max(2_147_483_647);
/** Comma-separated ids (`shopIds=1,2`). */
export const idListSchema = csvListSchema(queryIdSchema);

export function pageEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    /**
     * True when counting every match would cost a scan (a search matching a big merchant's
     * orders by the thousand): the list holds at least `totalElements` rows, and the pager goes
     * on while pages come back full.
     */
    totalIsLowerBound: z.boolean().optional(),
  });
}
export type PageEnvelope<T> = {
  content: T[];
  page: number;
  limit: number;
  totalElements: number;
  totalPages: number;
  totalIsLowerBound?: boolean;
};

/**
 * Every errorCode the API sends, with its HTTP status. A code names what the merchant can act on:
 * an order that moved on meanwhile (refresh and look again) is not an unpaid delivery charge
 * (wait for the customer). The panel has a message in each language for every one of them.
 */
export const errorStatuses = {
  VALIDATION_ERROR: 400,
  /** An online payment above the due left to pay (the due less the checkouts still open). */
  AMOUNT_ABOVE_DUE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /**
   * The account is being guessed: a browser it has never seen signs in with the password plus
   * a code texted to its phone (send-otp), and no password is checked without one.
   */
  LOGIN_CODE_REQUIRED: 403,
  /** A signed file link that expired or was altered. */
  LINK_EXPIRED: 403,
  /**
   * The account has 2-step sign-in: a password reset also needs a code from the authenticator
   * app or a recovery code, so a texted code alone (a SIM swap) is not enough.
   */
  SECOND_STEP_REQUIRED: 403,
  /**
   * A guarded act (the payout account, an export with customers' phones) asks the person to
   * prove it is them again: `POST ums/auth/step-up`, then repeat the request.
   */
  STEP_UP_REQUIRED: 403,
  /** The merchant account asks everyone in its team to turn on 2-step sign-in first. */
  TWO_STEP_REQUIRED: 403,
  NOT_FOUND: 404,
  /** The order (or issue) is no longer in a state this action applies to: someone acted first. */
  INVALID_TRANSITION: 409,
  /** Pickup waits for the customer's delivery charge. */
  DELIVERY_CHARGE_UNPAID: 409,
  /** Only a pending payment proof (of a B2B order) can be validated, once. */
  PAYMENT_PROOF_NOT_PENDING: 409,
  /**
   * A B2B order is confirmed once its payment proof is checked valid, or with the merchant's note
   * saying why it goes ahead without one.
   */
  PAYMENT_PROOF_NOT_VALID: 409,
  /** A resolved issue takes no more changes or comments. */
  ISSUE_RESOLVED: 409,
  /** The stock changed since the merchant read it. */
  STOCK_CHANGED: 409,
  /** A stock change would take the stock below 0 or past the most a product holds. */
  STOCK_OUT_OF_RANGE: 409,
  /** The same Idempotency-Key for another request. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** The first request with this Idempotency-Key is still running. */
  REQUEST_IN_PROGRESS: 409,
  /** The marketplace has nothing listed to order from this merchant (operations). */
  NO_LISTED_PRODUCTS: 409,
  /** A merchant keeps at least one owner: the last one cannot leave, be removed or demoted. */
  LAST_OWNER: 409,
  /** The person invited is already in the team. */
  ALREADY_MEMBER: 409,
  /** A login with this phone exists: its person signs in and joins instead. */
  HAS_LOGIN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** The merchant already has its most exports waiting or being written. */
  EXPORT_QUEUE_FULL: 429,
  INTERNAL_ERROR: 500,
  /** The payment provider did not answer or could not open a checkout. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatuses;
export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

export const errorBodySchema = z.object({
  errorCode: z.enum(errorCodes),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Header that carries the merchant in scope when the path does not. */
export const MERCHANT_HEADER = 'x-merchant-id';
