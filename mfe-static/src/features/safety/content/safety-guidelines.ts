import { MINIMUM_RENTER_AGE, paths } from '@ladrive/contracts';
import type { InfoCardProps } from '../../../components/InfoCard';
import { CLAIMS } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';
import type { Translator } from '../../../i18n';

type SafetyCommitment = Pick<InfoCardProps, 'icon' | 'title' | 'action'> & { description: string };

export interface TripChecklist {
  title: string;
  items: readonly string[];
}

/** How LA Drive keeps trips safe, one card each, in the language of `t`. */
export function safetyCommitments(t: Translator): readonly SafetyCommitment[] {
  const emergencyLine = SUPPORT.emergencyPhone.label;
  return [
    {
      icon: 'idCard',
      title: t('safety.identity.title'),
      description: t('safety.identity.text', { age: MINIMUM_RENTER_AGE }),
    },
    { icon: 'clipboard', title: t('safety.inspection.title'), description: t('safety.inspection.text') },
    {
      icon: 'shield',
      title: t('safety.insurance.title'),
      description: t('safety.insurance.text'),
      action: { label: t('safety.insurance.action'), href: paths.insurancePolicy },
    },
    {
      icon: 'phone',
      title: t('safety.emergencyContact.title'),
      description: t('safety.emergencyContact.text', { phone: emergencyLine }),
      action: {
        label: t('safety.emergencyContact.action', { phone: emergencyLine }),
        href: SUPPORT.emergencyPhone.href,
      },
    },
  ];
}

/** What to do before, during and after a trip, in the language of `t`. */
export function tripChecklists(t: Translator): readonly TripChecklist[] {
  return [
    {
      title: t('safety.before.title'),
      items: [
        t('safety.before.license'),
        t('safety.before.listing'),
        t('safety.before.photos'),
        t('safety.before.checks'),
        t('safety.before.emergencyLine'),
      ],
    },
    {
      title: t('safety.during.title'),
      items: [
        t('safety.during.laws'),
        t('safety.during.phone'),
        t('safety.during.parking'),
        t('safety.during.warning'),
        t('safety.during.drivers'),
      ],
    },
    {
      title: t('safety.after.title'),
      items: [
        t('safety.after.refuel'),
        t('safety.after.belongings'),
        t('safety.after.photos'),
        t('safety.after.report', { hours: CLAIMS.reportWithinHours }),
        t('safety.after.review'),
      ],
    },
  ];
}
