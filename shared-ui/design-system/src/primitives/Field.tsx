import { ContractText } from '@ladrive/i18n/catalogs';
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { InApiLanguage } from './ApiText';
import { focusRing } from './focus';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
  &:disabled { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const Input = styled.input<{ $invalid?: boolean }>`${control}`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`${control} resize: vertical;`;
export const Select = styled.select<{ $invalid?: boolean }>`${control}`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  margin-bottom: 0.375rem;
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  margin: 0.375rem 0 0;
`;

const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  margin: 0.375rem 0 0;
`;

const FieldBox = styled.div`
  margin-bottom: 1rem;
`;

export interface FieldProps {
  label: ReactNode;
  /** The control: Input, Select or Textarea. It receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  /**
   * A contracts message id (a schema's message), shown in the part's language, or a text already in it (the API's
   * message, which comes in the visitor's language).
   */
  error?: string;
  /** The error is the API's or the contracts' sentence: in the API's language (see InApiLanguage). */
  errorFromApi?: boolean;
  hint?: ReactNode;
}

const Said = ({ fromApi, children }: { fromApi?: boolean; children: ReactElement<{ lang?: string }> }) =>
  fromApi ? <InApiLanguage>{children}</InApiLanguage> : children;

/** Label + control + hint + error, wired together for screen readers. */
export function Field({ label, children, error, errorFromApi, hint }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        $invalid: Boolean(error),
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <Said fromApi={errorFromApi}>
          <FieldError id={errorId} role="alert">
            <ContractText message={error} />
          </FieldError>
        </Said>
      )}
    </FieldBox>
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  cursor: pointer;
  min-height: 44px;
  padding: 0.5rem 0;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
    flex: none;
  }
`;

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

/** A checkbox with its label as one click target. */
export function Checkbox({ label, ...props }: CheckboxProps) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...props} />
      <span>{label}</span>
    </CheckboxLabel>
  );
}
