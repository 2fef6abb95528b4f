/** The sign-in and sign-up forms' fields (spec section 7), used by the API at its edge and by the login page. */
import * as v from 'valibot';
import { message } from './i18n/messages.ts';
import { requiredText } from './text-fields.ts';

const EMAIL_INVALID = message('auth.emailInvalid');
const PASSWORD_REQUIRED = message('auth.passwordRequired');

export const EmailSchema = v.pipe(
  v.string(EMAIL_INVALID),
  v.trim(),
  v.toLowerCase(),
  v.email(EMAIL_INVALID),
  v.maxLength(254, EMAIL_INVALID),
);

export const PASSWORD_MIN_LENGTH = 8;

export const LoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(PASSWORD_REQUIRED), v.nonEmpty(PASSWORD_REQUIRED), v.maxLength(200)),
  returnTo: v.optional(v.string()),
});

export const SignupSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(PASSWORD_REQUIRED),
    v.minLength(PASSWORD_MIN_LENGTH, message('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH })),
    v.maxLength(200, message('auth.passwordTooLong', { max: 200 })),
  ),
  firstName: requiredText(message('auth.firstNameRequired'), 80),
  lastName: requiredText(message('auth.lastNameRequired'), 80),
  returnTo: v.optional(v.string()),
});

export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type SignupInput = v.InferOutput<typeof SignupSchema>;
