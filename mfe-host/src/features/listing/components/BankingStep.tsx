import { valibotResolver } from '@hookform/resolvers/valibot';
import { type BankingInput, BankingSchema, type SavedBanking } from '@ladrive/contracts';
import { Button, Field, FieldGrid, FormSection, Input, Muted } from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { schemaMaxLength } from '@ladrive/platform';
import { type FormEvent, type Ref, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 44px;
  cursor: pointer;
  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.colors.brand}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const EMPTY_BANKING: BankingInput = { bankName: '', bankAccountName: '', bankRoutingNumber: '', bankAccountNumber: '' };

export interface BankingStepProps {
  /** Details already on file (masked), or null. */
  saved: SavedBanking | null;
  busy: boolean;
  /** The four fields as the host last left them (kept across 'Back to Car Details'). */
  draft?: BankingInput;
  /** Back to step 1, with the fields as they stand. */
  onBack: (draft: BankingInput) => void;
  /** The step's heading, focused when the wizard arrives here. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** New details to save, or null to keep the ones on file. */
  onComplete: (banking: BankingInput | null) => void | Promise<void>;
}

/**
 * Step 2: where the host's earnings go. With details on file the host sees only the bank name
 * and the account's last four digits and can keep them or enter new ones.
 */
export function BankingStep({ saved, busy, draft = EMPTY_BANKING, onBack, onComplete, headingRef }: BankingStepProps) {
  const t = useT();
  const [replace, setReplace] = useState(saved === null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<BankingInput>({ resolver: valibotResolver(BankingSchema), defaultValues: draft });
  const submit = replace
    ? handleSubmit((banking) => onComplete(banking))
    : (event: FormEvent) => {
        event.preventDefault();
        void onComplete(null);
      };

  return (
    <form onSubmit={submit} noValidate aria-label={t('banking.label')}>
      <FormSection>
        <h2 ref={headingRef} tabIndex={-1}>
          {t('banking.heading')}
        </h2>
        <Muted style={{ marginTop: 0 }}>{t('banking.intro')}</Muted>
        {saved && (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
            <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>
              {t('banking.saved', { bank: saved.bankName, last4: saved.bankAccountLast4 })}
            </legend>
            <Choice>
              <input type="radio" name="banking-choice" checked={!replace} onChange={() => setReplace(false)} />
              {t('banking.keep')}
            </Choice>
            <Choice>
              <input type="radio" name="banking-choice" checked={replace} onChange={() => setReplace(true)} />
              {t('banking.replace')}
            </Choice>
          </fieldset>
        )}
        {replace && (
          <FieldGrid>
            <Field label={t('banking.bankName')} error={errors.bankName?.message}>
              <Input
                autoComplete="off"
                maxLength={schemaMaxLength(BankingSchema.entries.bankName)}
                {...register('bankName')}
              />
            </Field>
            <Field label={t('banking.accountName')} error={errors.bankAccountName?.message}>
              <Input
                autoComplete="name"
                maxLength={schemaMaxLength(BankingSchema.entries.bankAccountName)}
                {...register('bankAccountName')}
              />
            </Field>
            <Field label={t('banking.routingNumber')} error={errors.bankRoutingNumber?.message}>
              <Input inputMode="numeric" autoComplete="off" maxLength={9} {...register('bankRoutingNumber')} />
            </Field>
            <Field label={t('banking.accountNumber')} error={errors.bankAccountNumber?.message}>
              <Input inputMode="numeric" autoComplete="off" maxLength={17} {...register('bankAccountNumber')} />
            </Field>
          </FieldGrid>
        )}
      </FormSection>
      <FormSection aria-label={t('banking.security')}>
        <h2>{t('banking.security')}</h2>
        <Muted style={{ margin: 0 }}>{t('banking.securityNote')}</Muted>
      </FormSection>
      <Actions>
        <Button $variant="outline" onClick={() => onBack(getValues())} disabled={busy}>
          {t('banking.back')}
        </Button>
        <Button type="submit" $size="lg" disabled={busy}>
          {t(busy ? 'banking.submitting' : 'banking.complete')}
        </Button>
      </Actions>
    </form>
  );
}
