import { AppError, unauthenticated, validationError } from '../../../lib/errors';

/** The same answer for an unknown user and a wrong password: no account enumeration. */
export const wrongCredentials = () =>
  new AppError('UNAUTHENTICATED', 'Wrong phone/e-mail or password');
/** The account is being guessed: this browser adds a code texted to the account's phone. */
export const loginCodeRequired = () =>
  new AppError(
    'LOGIN_CODE_REQUIRED',
    "Many wrong passwords were tried on this account, so a new browser also needs a code: we can text one to the account's phone",
  );
export const sessionEnded = () => unauthenticated('Your session has ended, please log in again');
/** The same answer for a wrong, used, expired or exhausted code and for an unknown user. */
export const wrongOtp = () => validationError('The code is wrong or has expired', 'body.otp');
export const badResetToken = () =>
  validationError(
    'The reset token is wrong, used or expired; please ask for a new code',
    'body.resetToken',
  );
/** A 400, not a 401: the panel reads a 401 as a session that has ended. */
export const wrongCurrentPassword = () =>
  validationError('The current password is wrong', 'body.currentPassword');
export const samePassword = () =>
  validationError('Choose a new password different from the current one', 'body.newPassword');
/** The sign-in waiting for its second step was used or is older than 5 minutes. */
export const ticketEnded = () =>
  unauthenticated('This sign-in has expired, please enter your password again');
/** A reset of an account with 2-step sign-in needs its second step too. */
export const secondStepRequired = () =>
  new AppError(
    'SECOND_STEP_REQUIRED',
    'This account has 2-step sign-in: enter a code of the authenticator app or a recovery code',
  );
