import {
  FREE_CANCELLATION_HOURS,
  formatWholeUSD,
  HOST_CANCELLATION_NOTICE_HOURS,
  INSURANCE_CENTS_PER_DAY,
  LATE_CANCELLATION_CHARGE_PERCENT,
  MINIMUM_RENTER_AGE,
  PLATFORM_COMMISSION_PERCENT,
  paths,
  SERVICE_FEE_PERCENT,
} from '@ladrive/contracts';
import type { OpeningHours } from '../../../components/HoursList';
import { CLAIMS, COVERAGE } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';
import type { FaqCategory, HelpArticle, QuickStartGuide } from './types';

const insurancePerDay = formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents');

export const SUPPORT_HOURS_ES: readonly OpeningHours[] = [
  { days: 'Lunes a Viernes', hours: '8AM–8PM CST' },
  { days: 'Fines de semana', hours: '9AM–6PM CST' },
];

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'reservaciones',
    title: 'Reservaciones',
    faqs: [
      {
        question: '¿Cómo reservo un auto?',
        answer:
          'Busca por ubicación y fechas, elige el auto que más te guste y revisa el precio total. Completa el formulario de reservación con tus datos y tu licencia de conducir. Algunos anfitriones aprueban cada solicitud; verás la confirmación en "Mis Reservaciones".',
      },
      {
        question: '¿Cuál es la edad mínima para rentar?',
        answer: `Debes tener al menos ${MINIMUM_RENTER_AGE} años y una licencia de conducir válida y vigente.`,
      },
      {
        question: '¿Puedo cancelar mi reservación?',
        answer: `Sí. Si cancelas con más de ${FREE_CANCELLATION_HOURS} horas de anticipación recibes un reembolso completo, menos las comisiones de procesamiento. Con ${FREE_CANCELLATION_HOURS} horas o menos se cobra el ${LATE_CANCELLATION_CHARGE_PERCENT}% de la reservación, y si no te presentas se cobra el total.`,
      },
      {
        question: '¿Qué documentos necesito para recoger el auto?',
        answer:
          'Tu licencia de conducir original, la misma que registraste al reservar. Al reservar te pedimos una foto de la licencia y una selfie sosteniéndola para verificar tu identidad.',
      },
    ],
  },
  {
    id: 'pagos',
    title: 'Pagos',
    faqs: [
      {
        question: '¿Qué incluye el precio total?',
        answer: `El precio por día multiplicado por los días de renta, el seguro de viaje opcional (${insurancePerDay} por día) y la tarifa de servicio de LA Drive del ${SERVICE_FEE_PERCENT}% sobre el precio y el seguro. Siempre verás el total antes de pagar.`,
      },
      {
        question: '¿Qué métodos de pago aceptan?',
        answer:
          'Aceptamos las principales tarjetas de crédito y débito: Visa, Mastercard, American Express y Discover.',
      },
      {
        question: '¿Cuándo se realiza el cargo?',
        answer:
          'No se cobrará hasta confirmar la reservación. Si el anfitrión debe aprobarla, el cargo se hace cuando la acepta.',
      },
      {
        question: '¿Cuánto tarda un reembolso?',
        answer:
          'Procesamos los reembolsos el mismo día de la cancelación. Según tu banco, pueden tardar de 5 a 10 días hábiles en aparecer en tu estado de cuenta.',
      },
    ],
  },
  {
    id: 'anfitriones',
    title: 'Propietarios/Anfitriones',
    faqs: [
      {
        question: '¿Cómo publico mi auto?',
        answer:
          'Entra a "Publicar mi auto", completa los datos del vehículo (marca, modelo, año, categoría, precio por día y ubicación), sube de 1 a 5 fotos y agrega tus datos bancarios para recibir tus ganancias.',
      },
      {
        question: '¿Cuánto puedo ganar como anfitrión?',
        answer: `Los anfitriones ganan desde $60 hasta $1,000 por día, según el auto y la demanda. LA Drive retiene una comisión del ${PLATFORM_COMMISSION_PERCENT}% de tus ganancias.`,
      },
      {
        question: '¿Cuándo recibo mis pagos?',
        answer:
          'Tus ganancias se transfieren a la cuenta bancaria que registraste después de completar cada viaje. Puedes ver el desglose en la pestaña de ganancias de tu Panel del Anfitrión.',
      },
      {
        question: '¿Puedo cancelar una reservación como anfitrión?',
        answer: `Sí, pero debes avisar con al menos ${HOST_CANCELLATION_NOTICE_HOURS} horas de anticipación. El viajero recibe un reembolso completo.`,
      },
    ],
  },
  {
    id: 'seguridad-y-seguro',
    title: 'Seguridad y Seguro',
    faqs: [
      {
        question: '¿Qué cubre el seguro?',
        answer: `Cada viaje incluye responsabilidad civil hasta ${formatWholeUSD(COVERAGE.liabilityUSD)}, daños al vehículo hasta ${formatWholeUSD(COVERAGE.vehicleDamageUSD)} con un deducible de ${formatWholeUSD(COVERAGE.vehicleDamageDeductibleUSD)}, robo por el valor total del vehículo y protección personal de ${formatWholeUSD(COVERAGE.personalProtectionPerPersonUSD)} por persona.`,
      },
      {
        question: '¿Qué hago si tengo un accidente?',
        answer: `Si hay heridos o peligro, llama primero al 911. Después llama a nuestra línea de emergencias 24/7 al ${SUPPORT.emergencyPhone.label} y reporta el incidente dentro de ${CLAIMS.reportWithinHours} horas.`,
      },
      {
        question: '¿Cómo verifican a los usuarios?',
        answer:
          'Verificamos el correo electrónico y el teléfono de cada cuenta, y antes de cada viaje revisamos la licencia de conducir y una selfie del conductor con su licencia.',
      },
      {
        question: '¿Cuánto tarda en resolverse un reclamo?',
        answer: `Evaluamos los reclamos en ${CLAIMS.evaluationHours} horas. La mayoría se procesa en ${CLAIMS.standardBusinessDays} días hábiles; los casos complejos pueden tardar hasta ${CLAIMS.complexBusinessDays}.`,
      },
    ],
  },
];

export const POPULAR_ARTICLES: readonly HelpArticle[] = [
  {
    title: 'Cómo funciona el seguro en LA Drive',
    summary: 'Coberturas incluidas en cada viaje, deducibles, exclusiones y cómo presentar un reclamo.',
    icon: 'shield',
    link: { label: 'Ver la póliza de seguro', href: paths.insurancePolicy },
  },
  {
    title: 'Consejos de seguridad para tu viaje',
    summary: 'Qué revisar antes, durante y después de tu viaje, y qué hacer en una emergencia.',
    icon: 'clipboard',
    link: { label: 'Ver las pautas de seguridad', href: paths.safetyGuidelines },
  },
  {
    title: 'Política de cancelación y reembolsos',
    summary: `Cuándo recibes un reembolso completo, cuándo se cobra el ${LATE_CANCELLATION_CHARGE_PERCENT}% y qué pasa si el anfitrión cancela.`,
    icon: 'clock',
    link: { label: 'Ver la sección de cancelaciones', href: `${paths.termsOfService}#cancellations-and-refunds` },
  },
  {
    title: 'Publica tu auto y empieza a ganar',
    summary: 'Los pasos para crear tu anuncio, fijar tu precio por día y recibir tus pagos.',
    icon: 'key',
    link: { label: 'Publicar mi auto', href: paths.listCar },
  },
  {
    title: 'Encuentra el auto ideal',
    summary: 'Filtra por ubicación, fechas, categoría y precio: económicos, de lujo, SUVs y eléctricos.',
    icon: 'car',
    link: { label: 'Buscar autos', href: paths.search },
  },
  {
    title: 'Tu privacidad y tus datos',
    summary: 'Qué información recopilamos, cómo la protegemos y cómo ejercer tus derechos.',
    icon: 'lock',
    link: { label: 'Ver la política de privacidad', href: paths.privacyPolicy },
  },
];

export const QUICK_START_GUIDES: readonly QuickStartGuide[] = [
  {
    title: 'Para viajeros',
    icon: 'user',
    steps: [
      { title: 'Crea tu cuenta', description: 'Regístrate con tu correo y ten a mano tu licencia de conducir.' },
      {
        title: 'Busca y reserva',
        description: 'Elige ubicación y fechas, compara autos y reserva con el precio total a la vista.',
      },
      {
        title: 'Recoge el auto',
        description: 'Revisa el auto con el anfitrión y toma fotos de su estado antes de arrancar.',
      },
      {
        title: 'Devuelve y califica',
        description: 'Entrega el auto a tiempo, con el mismo nivel de combustible, y deja tu reseña.',
      },
    ],
  },
  {
    title: 'Para anfitriones',
    icon: 'key',
    steps: [
      { title: 'Publica tu auto', description: 'Agrega los datos, el precio por día y de 1 a 5 fotos de tu vehículo.' },
      {
        title: 'Agrega tus datos bancarios',
        description: 'Tus datos se cifran y solo se usan para transferirte tus ganancias.',
      },
      {
        title: 'Acepta reservaciones',
        description: 'Responde a las solicitudes y coordina la entrega con el viajero.',
      },
      {
        title: 'Recibe tus ganancias',
        description: 'Después de cada viaje completado, el pago llega a tu cuenta bancaria.',
      },
    ],
  },
];
