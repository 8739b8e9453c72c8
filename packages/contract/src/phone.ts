import { z } from 'zod';

/** Spaces and dashes go; a +880 / 880 country prefix becomes the local leading 0. */
export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');
export const localMobile = (value: string) => digitsOnly(value).replace(/^\+?880(?=1)/, '0');

// overwrite, not transform: the same schema encodes responses, and transforms cannot encode.
/** A Bangladeshi mobile number, written the local way (01XXXXXXXXX). */
export const bdMobileSchema = z
  .string()
  .overwrite(localMobile)
  .regex(/^01[3-9]\d{8}$/, 'Enter an 11-digit Bangladeshi mobile number');
