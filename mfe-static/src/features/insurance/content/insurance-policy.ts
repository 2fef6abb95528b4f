import { formatWholeUSD } from '@ladrive/contracts';
import type { InfoCardProps } from '../../../components/InfoCard';
import type { Step } from '../../../components/StepList';
import { CLAIMS, COVERAGE } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';
import type { Translator } from '../../../i18n';

type Coverage = Required<Pick<InfoCardProps, 'icon' | 'title' | 'highlight'>> & { description: string };

/** The coverage every trip includes, one card each, in the language of `t`. */
export function coverages(t: Translator): readonly Coverage[] {
  return [
    {
      icon: 'shield',
      title: t('insurance.liability.title'),
      highlight: t('insurance.liability.highlight', { amount: formatWholeUSD(COVERAGE.liabilityUSD) }),
      description: t('insurance.liability.text'),
    },
    {
      icon: 'car',
      title: t('insurance.damage.title'),
      highlight: t('insurance.damage.highlight', { amount: formatWholeUSD(COVERAGE.vehicleDamageUSD) }),
      description: t('insurance.damage.text', { deductible: formatWholeUSD(COVERAGE.vehicleDamageDeductibleUSD) }),
    },
    {
      icon: 'lock',
      title: t('insurance.theft.title'),
      highlight: t('insurance.theft.highlight'),
      description: t('insurance.theft.text'),
    },
    {
      icon: 'user',
      title: t('insurance.personal.title'),
      highlight: t('insurance.personal.highlight', {
        amount: formatWholeUSD(COVERAGE.personalProtectionPerPersonUSD),
      }),
      description: t('insurance.personal.text'),
    },
  ];
}

/** What the coverage does not apply to, in the language of `t`. */
export function exclusions(t: Translator): readonly string[] {
  return [
    t('insurance.exclusions.influence'),
    t('insurance.exclusions.drivers'),
    t('insurance.exclusions.use'),
    t('insurance.exclusions.intentional'),
    t('insurance.exclusions.wear'),
    t('insurance.exclusions.belongings'),
    t('insurance.exclusions.late', { hours: CLAIMS.reportWithinHours }),
  ];
}

/** The four steps of a claim, in the language of `t`. */
export function claimSteps(t: Translator): readonly Step[] {
  return [
    {
      title: t('insurance.claims.report.title'),
      description: t('insurance.claims.report.text', {
        hours: CLAIMS.reportWithinHours,
        phone: SUPPORT.emergencyPhone.label,
        email: SUPPORT.claimsEmail.label,
      }),
    },
    { title: t('insurance.claims.document.title'), description: t('insurance.claims.document.text') },
    {
      title: t('insurance.claims.evaluation.title'),
      description: t('insurance.claims.evaluation.text', { hours: CLAIMS.evaluationHours }),
    },
    {
      title: t('insurance.claims.resolution.title'),
      description: t('insurance.claims.resolution.text', {
        standardDays: CLAIMS.standardBusinessDays,
        complexDays: CLAIMS.complexBusinessDays,
      }),
    },
  ];
}
