import { z } from 'zod';
import { isoTimeSchema } from '../common';
import { bdMobileSchema, digitsOnly, localMobile } from '../phone';
import { memberAccessSchema } from '../ums/permissions';

/** How the merchant wants collected COD money paid out. */
export const codPaymentPreferenceSchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('bkash'),
      accountNumber: bdMobileSchema,
      accountName: z.string().trim().min(2).max(100),
    })
    .strict(),
  z
    .object({
      method: z.literal('nagad'),
      accountNumber: bdMobileSchema,
      accountName: z.string().trim().min(2).max(100),
    })
    .strict(),
  z
    .object({
      method: z.literal('rocket'),
      accountNumber: z
        .string()
        .overwrite(localMobile)
        .regex(/^01[3-9]\d{9}$/, 'Enter a 12-digit Rocket number'),
      accountName: z.string().trim().min(2).max(100),
    })
    .strict(),
  z
    .object({
      method: z.literal('bank'),
      accountName: z.string().trim().min(2).max(100),
      accountNumber: z
        .string()
        .overwrite(digitsOnly)
        .regex(/^\d{9,20}$/, 'Account number has 9 to 20 digits'),
      bankName: z.string().trim().min(2).max(100),
      branchName: z.string().trim().min(2).max(100),
      routingNumber: z
        .string()
        .overwrite(digitsOnly)
        .regex(/^\d{9}$/, 'Routing number has 9 digits'),
    })
    .strict(),
]);
export type CodPaymentPreference = z.infer<typeof codPaymentPreferenceSchema>;

export const merchantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  streetAddress: z.string().nullable(),
  area: z.string().nullable(),
  division: z.string().nullable(),
  subDistrict: z.string().nullable(),
  district: z.string().nullable(),
  upazilla: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  codPaymentPreference: codPaymentPreferenceSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type Merchant = z.infer<typeof merchantSchema>;

/** One of the signed-in person's merchant accounts, with their role in it. */
export const myMerchantSchema = merchantSchema.extend({ access: memberAccessSchema });
export type MyMerchant = z.infer<typeof myMerchantSchema>;

export const updatePaymentPreferenceBodySchema = z
  .object({ codPaymentPreference: codPaymentPreferenceSchema })
  .strict();

export const diamondPointsSchema = z.object({
  merchantId: z.number().int(),
  points: z.number().int(),
});

/** Address parts in the order the spec joins them. */
const addressParts = [
  'address',
  'streetAddress',
  'area',
  'division',
  'subDistrict',
  'district',
  'upazilla',
  'city',
  'postalCode',
] as const;

/** The spec's address: the parts joined with commas, empty parts skipped. */
export function joinAddress(
  merchant: Partial<Record<(typeof addressParts)[number], string | null>>,
) {
  return addressParts
    .map((part) => merchant[part]?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}
