import { FUEL_EIGHTHS_FULL, type TripPhotoAngle, type TripRecordKind, type TripRecordSide } from '@ladrive/contracts';

export const ANGLE_LABELS: Record<TripPhotoAngle, string> = {
  front: 'Frente',
  back: 'Parte trasera',
  left: 'Lado izquierdo',
  right: 'Lado derecho',
  extra: 'Foto adicional',
};

export const KIND_LABELS: Record<TripRecordKind, string> = { pickup: 'Recogida', return: 'Devolución' };
export const SIDE_LABELS: Record<TripRecordSide, string> = { renter: 'Viajero', host: 'Anfitrión' };

/** '5/8', 'Vacío', 'Lleno': a gauge read in eighths. */
export function fuelLabel(eighths: number): string {
  if (eighths === 0) return 'Vacío';
  if (eighths === FUEL_EIGHTHS_FULL) return 'Lleno';
  return `${eighths}/${FUEL_EIGHTHS_FULL}`;
}

/** A change of the gauge: '+2/8', '−3/8', 'sin cambio'. */
export function fuelChangeLabel(eighths: number): string {
  if (eighths === 0) return 'sin cambio';
  return `${eighths > 0 ? '+' : '−'}${Math.abs(eighths)}/${FUEL_EIGHTHS_FULL}`;
}

const wholeNumber = new Intl.NumberFormat('es-US');
export const milesLabel = (miles: number) => `${wholeNumber.format(miles)} mi`;
