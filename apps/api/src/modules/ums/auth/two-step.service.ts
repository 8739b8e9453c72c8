import crypto from 'node:crypto';
import type {
  RecoveryCodes,
  SecondStepProof,
  StepUpBody,
  TwoStepSetup,
  TwoStepStatus,
} from '@mp/contract/ums/auth';
import { generateSecret, generateURI, verify } from 'otplib';
import type { AppContext } from '../../../app-context';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError, validationError } from '../../../lib/errors';
import { addressKey, releaseSlot, takeSlot } from '../../../lib/rate-limit';
import { SealedText } from '../../../lib/sealed-text';
import { secretFromEnvOrDataDir } from '../../../lib/secrets';
import { hashToken } from '../../../lib/tokens';
import { findUserContact } from './auth.queries';
import {
  countRecoveryCodesLeft,
  deleteTwoStep,
  findTwoStep,
  hasTwoStep,
  markSteppedUp,
  replaceRecoveryCodes,
  saveWaitingKey,
  takeRecoveryCode,
  takeTimeStep,
} from './two-step.queries';

export type TwoStepContext = Pick<AppContext, 'config' | 'database'> & { appKeys: SealedText };

/**
 * The keys of people's authenticator apps are sealed with TWO_STEP_KEY (in production it must
 * be set; a demo keeps a generated one in its data folder).
 */
export const authenticatorKeys = (config: Config) =>
  new SealedText(
    secretFromEnvOrDataDir(config.twoStepKey, config.dataDir, 'two-step-key'),
    'authenticator app keys',
  );

/** What the authenticator app names the account after. */
const ISSUER = 'Merchant Panel';
const RECOVERY_CODE_COUNT = 10;
/**
 * A code of the step before or after the current one is taken too (RFC 6238's one step of
 * delay), for a phone whose clock is a little off or a code typed as it changed.
 */
const EPOCH_TOLERANCE_SECONDS = 30;

const alreadyOn = () =>
  new AppError('CONFLICT', '2-step sign-in is already on; turn it off first to set it up again');
const notOn = () => new AppError('CONFLICT', '2-step sign-in is not on');
const wrongProof = (proof: SecondStepProof) =>
  'code' in proof
    ? validationError('The code is wrong or was used already', 'body.code')
    : validationError('The recovery code is wrong or was used already', 'body.recoveryCode');

// Salted with the user id, as the texted codes are, so one table of hashes does not read all.
const recoveryHash = (userId: number, code: string) =>
  hashToken(`recovery:${userId}:${code.toLowerCase().replace(/[\s-]/g, '')}`);

/** Ten codes like `k7p2m-x9q4t`: 50 bits each, in letters that are not mistaken for others. */
function newRecoveryCodes() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const part = () =>
    Array.from({ length: 5 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

async function giveRecoveryCodes(db: Db, userId: number): Promise<RecoveryCodes> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => recoveryHash(userId, code)),
  );
  return { recoveryCodes: codes };
}

export async function twoStepStatus(db: Db, userId: number): Promise<TwoStepStatus> {
  const row = await findTwoStep(db, userId);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(db, userId) : 0,
  };
}

/** A new key for the person's app, shown as text and a QR link; on once its first code is in. */
export async function startTwoStepSetup(
  context: TwoStepContext,
  userId: number,
): Promise<TwoStepSetup> {
  const { db } = context.database;
  if (await hasTwoStep(db, userId)) throw alreadyOn();
  const user = await findUserContact(db, userId);
  const secret = generateSecret();
  await saveWaitingKey(db, userId, context.appKeys.seal(secret));
  const label = user?.email ?? user?.phone ?? String(userId);
  return { secret, uri: generateURI({ issuer: ISSUER, label, secret }) };
}

/** The time step of a right code not taken before, or undefined. */
async function checkAppCode(
  context: TwoStepContext,
  row: { sealedSecret: string; lastTimeStep: number | null },
  code: string,
) {
  const secret = context.appKeys.open(row.sealedSecret);
  // A key sealed under another TWO_STEP_KEY cannot be read: no code of it can be right.
  if (secret === undefined) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(row.lastTimeStep !== null ? { afterTimeStep: row.lastTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The waiting key's first code turns 2-step on; answers the recovery codes, shown this once. */
export async function enableTwoStep(context: TwoStepContext, userId: number, code: string) {
  const { db } = context.database;
  const row = await findTwoStep(db, userId);
  if (!row) throw new AppError('CONFLICT', 'Set up the authenticator app first');
  if (row.enabledAt) throw alreadyOn();
  const timeStep = await checkAppCode(context, row, code);
  return db.transaction(async (tx) => {
    if (timeStep === undefined || !(await takeTimeStep(tx, userId, timeStep))) {
      throw wrongProof({ code });
    }
    return giveRecoveryCodes(tx, userId);
  });
}

/**
 * Checks the second step and uses it up: an app code's step (and every one before it) or the
 * recovery code cannot be used again. Wrong proofs count per account and address, at the
 * sign-in limit, so the codes cannot be guessed. Only for a person with 2-step on.
 */
export async function takeSecondStep(
  context: TwoStepContext,
  userId: number,
  proof: SecondStepProof,
  ip: string,
) {
  const { db } = context.database;
  const failure = await takeSlot(
    db,
    'second-step-failure',
    `user:${userId}@${addressKey(ip)}`,
    context.config.rateLimits.loginFailures,
    'Too many wrong codes, please try again later',
  );
  const row = await findTwoStep(db, userId);
  let taken = false;
  if (row?.enabledAt && 'code' in proof) {
    const timeStep = await checkAppCode(context, row, proof.code);
    taken = timeStep !== undefined && (await takeTimeStep(db, userId, timeStep));
  } else if (row?.enabledAt && 'recoveryCode' in proof) {
    taken = await takeRecoveryCode(db, userId, recoveryHash(userId, proof.recoveryCode));
  }
  if (!taken) throw wrongProof(proof);
  await releaseSlot(db, failure);
}

/** Turning 2-step off needs the second step itself (or a recovery code), not only a session. */
export async function turnOffTwoStep(
  context: TwoStepContext,
  userId: number,
  proof: SecondStepProof,
  ip: string,
) {
  const { db } = context.database;
  if (!(await hasTwoStep(db, userId))) throw notOn();
  await takeSecondStep(context, userId, proof, ip);
  await deleteTwoStep(db, userId);
}

/** New recovery codes in place of all earlier ones, for the second step. */
export async function renewRecoveryCodes(
  context: TwoStepContext,
  userId: number,
  proof: SecondStepProof,
  ip: string,
) {
  if (!(await hasTwoStep(context.database.db, userId))) throw notOn();
  await takeSecondStep(context, userId, proof, ip);
  return giveRecoveryCodes(context.database.db, userId);
}

/**
 * Proving it is them again, for guarded acts: the second step when 2-step is on (a password
 * is then not enough), the password otherwise.
 */
export async function stepUp(
  context: TwoStepContext,
  user: { id: number; sessionId: string },
  body: StepUpBody,
  ip: string,
  checkPassword: (password: string) => Promise<void>,
) {
  const { db } = context.database;
  const twoStepOn = await hasTwoStep(db, user.id);
  if ('password' in body) {
    if (twoStepOn) {
      throw validationError(
        "Use your authenticator app's code or a recovery code",
        'body.password',
      );
    }
    await checkPassword(body.password);
  } else {
    if (!twoStepOn) throw notOn();
    await takeSecondStep(context, user.id, body, ip);
  }
  await markSteppedUp(db, user.sessionId);
}
