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
import { CLAIMS, COVERAGE, PLATFORM_LIABILITY_CAP_USD } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';
import type { Translator } from '../../../i18n';
import type { LegalDocumentContent } from './types';

/** The Terms of Service (spec: updated 21 August 2025, 12 sections), in the language of `t`. */
export function termsOfService(t: Translator): LegalDocumentContent {
  return {
    title: t('terms.title'),
    lastUpdated: t('terms.lastUpdated'),
    summary: t('terms.summary'),
    sections: [
      {
        id: 'acceptance-of-terms',
        title: t('terms.acceptance.title'),
        blocks: [t('terms.acceptance.binding'), t('terms.acceptance.scope')],
      },
      {
        id: 'eligibility',
        title: t('terms.eligibility.title'),
        blocks: [t('terms.eligibility.age', { age: MINIMUM_RENTER_AGE }), t('terms.eligibility.account')],
      },
      {
        id: 'our-service',
        title: t('terms.marketplace.title'),
        blocks: [t('terms.marketplace.platform'), t('terms.marketplace.listings')],
      },
      {
        id: 'bookings-and-payments',
        title: t('terms.bookings.title'),
        blocks: [
          t('terms.bookings.total'),
          {
            list: [
              t('terms.bookings.tripPrice'),
              t('terms.bookings.insurance', { amount: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents') }),
              t('terms.bookings.serviceFee', { percent: SERVICE_FEE_PERCENT }),
            ],
          },
          t('terms.bookings.hostEarnings', { percent: PLATFORM_COMMISSION_PERCENT }),
          t('terms.bookings.currency'),
        ],
      },
      {
        id: 'cancellations-and-refunds',
        title: t('terms.cancellations.title'),
        blocks: [
          t('terms.cancellations.intro'),
          {
            list: [
              t('terms.cancellations.early', { hours: FREE_CANCELLATION_HOURS }),
              t('terms.cancellations.late', {
                hours: FREE_CANCELLATION_HOURS,
                percent: LATE_CANCELLATION_CHARGE_PERCENT,
              }),
              t('terms.cancellations.noShow'),
            ],
          },
          t('terms.cancellations.host', { hours: HOST_CANCELLATION_NOTICE_HOURS }),
        ],
      },
      {
        id: 'host-responsibilities',
        title: t('terms.hosts.title'),
        blocks: [
          t('terms.hosts.intro'),
          {
            list: [
              t('terms.hosts.vehicles'),
              t('terms.hosts.maintenance'),
              t('terms.hosts.honesty'),
              t('terms.hosts.honor', { hours: HOST_CANCELLATION_NOTICE_HOURS }),
              t('terms.hosts.banking'),
            ],
          },
        ],
      },
      {
        id: 'renter-responsibilities',
        title: t('terms.renters.title'),
        blocks: [
          t('terms.renters.intro'),
          {
            list: [
              t('terms.renters.driver'),
              t('terms.renters.laws'),
              t('terms.renters.use'),
              t('terms.renters.return'),
              t('terms.renters.smoking'),
            ],
          },
        ],
      },
      {
        id: 'insurance',
        title: t('terms.insurance.title'),
        blocks: [
          t('terms.insurance.intro'),
          {
            list: [
              t('terms.insurance.liability', { amount: formatWholeUSD(COVERAGE.liabilityUSD) }),
              t('terms.insurance.damage', {
                amount: formatWholeUSD(COVERAGE.vehicleDamageUSD),
                deductible: formatWholeUSD(COVERAGE.vehicleDamageDeductibleUSD),
              }),
              t('terms.insurance.theft'),
              t('terms.insurance.personal', { amount: formatWholeUSD(COVERAGE.personalProtectionPerPersonUSD) }),
            ],
          },
          t('terms.insurance.optional', { amount: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents') }),
          { links: [{ label: t('terms.insurance.policyLink'), href: paths.insurancePolicy }] },
        ],
      },
      {
        id: 'damage-and-claims',
        title: t('terms.claims.title'),
        blocks: [
          t('terms.claims.report', { hours: CLAIMS.reportWithinHours }),
          t('terms.claims.timing', {
            evaluationHours: CLAIMS.evaluationHours,
            standardDays: CLAIMS.standardBusinessDays,
            complexDays: CLAIMS.complexBusinessDays,
          }),
        ],
      },
      {
        id: 'limitation-of-liability',
        title: t('terms.liability.title'),
        blocks: [
          t('terms.liability.asIs'),
          t('terms.liability.cap', { amount: formatWholeUSD(PLATFORM_LIABILITY_CAP_USD) }),
        ],
      },
      {
        id: 'governing-law',
        title: t('terms.law.title'),
        blocks: [t('terms.law.california'), t('terms.law.courts')],
      },
      {
        id: 'changes-and-contact',
        title: t('terms.changes.title'),
        blocks: [
          t('terms.changes.updates'),
          t('terms.changes.questions'),
          {
            links: [SUPPORT.legalEmail, SUPPORT.phone, { label: t('terms.changes.contactForm'), href: paths.contact }],
          },
        ],
      },
    ],
  };
}
