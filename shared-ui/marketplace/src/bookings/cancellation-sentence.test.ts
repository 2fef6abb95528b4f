import { hookInLanguage } from '../testing/hook-in-language';
import { useCancellationSentence } from './cancellation-sentence';

const cancellationSentence = hookInLanguage('es', useCancellationSentence);

const quote = (policy: 'unpaid' | 'full' | 'half', refund: string, charged: string) => ({
  policy,
  refund,
  charged,
  message: 'the API’s English message, not shown',
});

describe('cancellationSentence', () => {
  it('tells a renter an unpaid booking costs nothing', () => {
    expect(cancellationSentence(quote('unpaid', '0.00', '0.00'), 'renter')).toBe(
      'Esta reserva aún no se ha pagado, así que cancelarla no tiene ningún costo.',
    );
  });

  it('never calls a cancellation that keeps the service fee free: it names the refund, the fee kept and why', () => {
    const sentence = cancellationSentence(quote('full', '1090.91', '109.09'), 'renter');
    expect(sentence).toBe(
      'Como cancelas más de 24 horas antes de la recogida, te reembolsaremos $1,090.91; solo se cobra la tarifa de servicio de $109.09, que no es reembolsable.',
    );
    expect(sentence).not.toMatch(/gratuita|free/i);
  });

  it('explains a late cancellation: half the rental back, the other half and the fee kept', () => {
    expect(cancellationSentence(quote('half', '545.46', '654.54'), 'renter')).toBe(
      'Como faltan 24 horas o menos para la recogida, te reembolsaremos $545.46 (la mitad del alquiler) y se cobran $654.54: la otra mitad y la tarifa de servicio, que no es reembolsable.',
    );
  });

  it('tells a host the renter gets everything back', () => {
    expect(cancellationSentence(quote('full', '1200.00', '0.00'), 'host')).toBe(
      'Como cancelas con al menos 24 horas de antelación, el viajero recibirá el reembolso total de $1,200.00.',
    );
    expect(cancellationSentence(quote('unpaid', '0.00', '0.00'), 'host')).toBe(
      'El viajero no ha pagado esta reserva, así que cancelarla no le cuesta nada.',
    );
  });

  it('tells a host declining a paid request that the renter gets the whole total back', () => {
    expect(cancellationSentence(quote('full', '295.35', '0.00'), 'host', true)).toBe(
      'El viajero ya pagó: al rechazar la solicitud recibirá el reembolso total de $295.35.',
    );
  });
});
