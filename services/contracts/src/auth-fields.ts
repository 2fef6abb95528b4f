/** The sign-in and sign-up forms' fields (spec section 7), used by the API at its edge and by the login page. */
import * as v from 'valibot';
import { requiredText } from './text-fields.ts';

export const EmailSchema = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.toLowerCase(),
  v.email('Please enter a valid email address'),
  v.maxLength(254, 'Please enter a valid email address'),
);

export const PASSWORD_MIN_LENGTH = 8;

export const LoginSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(200)),
  returnTo: v.optional(v.string()),
});

export const SignupSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
  firstName: requiredText('First name is required', 80),
  lastName: requiredText('Last name is required', 80),
  returnTo: v.optional(v.string()),
});

export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type SignupInput = v.InferOutput<typeof SignupSchema>;
