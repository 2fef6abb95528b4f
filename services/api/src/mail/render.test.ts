/** The look of an email: the text twin says what the HTML says; what people wrote is text, never markup. */
import { BRAND_COLORS } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import type { EmailContent } from './email.ts';
import { renderEmail } from './render.ts';

const SITE = { origin: 'https://ladrive.example', supportEmail: 'support@ladrive.example' };

const CONTENT: EmailContent = {
  subject: 'Hola',
  heading: 'Tienes un mensaje sin leer',
  blocks: [
    { paragraph: 'Un párrafo.' },
    { facts: [{ label: 'Total cobrado', value: '$214.50', total: true }] },
    { quote: '<script>alert(1)</script>\nsegunda línea', by: 'Rita & Co' },
  ],
  action: { label: 'Responder', path: '/messages/abc' },
  reason: 'Te avisamos porque te escribieron.',
};

describe('renderEmail', () => {
  it('writes the same words as HTML in the brand and as text, with the link on the site', () => {
    const { subject, text, html } = renderEmail(CONTENT, SITE);
    expect(subject).toBe('Hola');
    expect(text).toBe(
      [
        'Tienes un mensaje sin leer',
        'Un párrafo.',
        'Total cobrado: $214.50',
        'Rita & Co:\n> <script>alert(1)</script>\n> segunda línea',
        'Responder: https://ladrive.example/messages/abc',
        '—\nTe avisamos porque te escribieron.\n¿Preguntas? Escríbenos a support@ladrive.example.',
        'LA Drive',
      ].join('\n\n'),
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`background:${BRAND_COLORS.brand}`);
    expect(html).toContain('href="https://ladrive.example/messages/abc"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>segunda línea');
    expect(html).toContain('Rita &amp; Co');
    expect(html).not.toContain('<script>');
  });

  it('says how to turn off a kind the reader may turn off, and only then', () => {
    expect(renderEmail(CONTENT, SITE).text).not.toContain('dejar de recibir');
    const optional = renderEmail({ ...CONTENT, preference: 'messages' }, SITE);
    expect(optional.text).toContain(
      'Puedes dejar de recibir estos correos en Mi Dashboard → Perfil: https://ladrive.example/dashboard',
    );
    expect(optional.html).toContain('<a href="https://ladrive.example/dashboard"');
  });
});
