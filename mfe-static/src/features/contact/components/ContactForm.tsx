import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactMessage,
  ContactMessageSchema,
  type Language,
} from '@ladrive/contracts';
import { Button, Field, Input, Select, Textarea } from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { useChosenLanguage } from '@ladrive/i18n';
import { useContractText } from '@ladrive/i18n/catalogs';
import { toast } from '@ladrive/platform';
import styled from 'styled-components';
import type * as v from 'valibot';
import { SUPPORT } from '../../../config/support';
import { translate, useT } from '../../../i18n';
import { sendContactMessage } from '../api/send-contact-message';

type ContactFormValues = v.InferInput<typeof ContactMessageSchema>;

/** The spec writes this English form's toasts in Spanish: they speak it until the visitor chooses a language. */
const TOASTS_SPEC_LANGUAGE: Language = 'es';

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

/**
 * Name, email, subject and message, validated with the contracts schema on submit and then on
 * every change, then sent to the API (POST /api/contact); success and failure are reported with a toast.
 */
export function ContactForm() {
  const t = useT();
  const tc = useContractText();
  const toastText = translate(useChosenLanguage() ?? TOASTS_SPEC_LANGUAGE);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: valibotResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  // the contracts' schema messages are ids of the contracts' catalog
  const fieldError = (message: string | undefined) => message && tc(message);

  const onSubmit = handleSubmit(async (message) => {
    try {
      await sendContactMessage(message);
      toast({
        title: toastText('contact.sent.title'),
        description: toastText('contact.sent.text', { hours: SUPPORT.replyWithinHours }),
        variant: 'success',
      });
      reset();
    } catch {
      toast({
        title: toastText('contact.failed.title'),
        description: toastText('contact.failed.text'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('contact.form.label')}>
      <Row>
        <Field label={t('contact.form.name')} error={fieldError(errors.name?.message)}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label={t('contact.form.email')} error={fieldError(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </Row>
      <Field label={t('contact.form.subject')} error={fieldError(errors.subject?.message)}>
        <Select {...register('subject')}>
          <option value="">{t('contact.form.subjectPlaceholder')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {tc(CONTACT_SUBJECT_LABELS[subject])}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('contact.form.message')}
        error={fieldError(errors.message?.message)}
        hint={t('contact.form.messageHint')}
      >
        <Textarea rows={6} {...register('message')} />
      </Field>
      <Button type="submit" $size="lg" $block disabled={isSubmitting}>
        {isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
