/**
 * Every react-hook-form API the shell and the remotes use, and nothing else. Module Federation shares this
 * module instead of the library (a shared library is never tree-shaken), so the browser gets the part of
 * react-hook-form the forms use, not useFieldArray, Controller, Form and the rest (issue 12).
 *
 * TypeScript refuses an import that is not here; lint refuses importing react-hook-form anywhere else.
 */
export type { UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
export { FormProvider, useController, useForm, useFormContext } from 'react-hook-form';
