import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactMessage,
  ContactMessageSchema,
} from '@ladrive/contracts';
import { Button, Field, Input, Select, Textarea } from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { toast } from '@ladrive/platform';
import styled from 'styled-components';
import type * as v from 'valibot';
import { SUPPORT } from '../../../config/support';
import { sendContactMessage } from '../api/send-contact-message';

type ContactFormValues = v.InferInput<typeof ContactMessageSchema>;

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: valibotResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (message) => {
    try {
      await sendContactMessage(message);
      toast({
        title: 'Mensaje Enviado',
        description: `Gracias por contactarnos. Te responderemos en ${SUPPORT.replyWithinHours} horas.`,
        variant: 'success',
      });
      reset();
    } catch {
      toast({
        title: 'Error',
        description: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form">
      <Row>
        <Field label="Full name" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
      </Row>
      <Field label="Subject" error={errors.subject?.message}>
        <Select {...register('subject')}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Message" error={errors.message?.message} hint="Tell us how we can help (at least 10 characters).">
        <Textarea rows={6} {...register('message')} />
      </Field>
      <Button type="submit" $size="lg" $block disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
