import { FUEL_EIGHTHS_FULL, type TripPhotoAngle, type TripRecordKind, type TripRecordSide } from '@ladrive/contracts';
import { LOCALE_OF } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { useT } from '../../../i18n';

/** The words of a trip record in the part's language: sides, kinds, angles, the gauge and the miles. */
export function useTripRecordLabels() {
  const t = useT();
  const lang = useLanguage();
  const wholeNumber = new Intl.NumberFormat(LOCALE_OF[lang]);
  return {
    kind: (kind: TripRecordKind) => t('tripRecords.kind', { kind }),
    side: (side: TripRecordSide) => t('tripRecords.side', { side }),
    angle: (angle: TripPhotoAngle) => t('tripRecords.angle', { angle }),
    /** '5/8', 'Vacío', 'Lleno': a gauge read in eighths. */
    fuel: (eighths: number) => {
      if (eighths === 0) return t('tripRecords.fuelEmpty');
      if (eighths === FUEL_EIGHTHS_FULL) return t('tripRecords.fuelFull');
      return `${eighths}/${FUEL_EIGHTHS_FULL}`;
    },
    /** A change of the gauge: '+2/8', '−3/8', 'sin cambio'. */
    fuelChange: (eighths: number) => {
      if (eighths === 0) return t('tripRecords.fuelNoChange');
      return `${eighths > 0 ? '+' : '−'}${Math.abs(eighths)}/${FUEL_EIGHTHS_FULL}`;
    },
    /** '12,000 mi'. */
    miles: (miles: number) => t('tripRecords.miles', { miles: wholeNumber.format(miles) }),
  };
}
