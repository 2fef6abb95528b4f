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
import { CLAIMS, COVERAGE } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';
import type { Translator } from '../../../i18n';
import type { FaqCategory, HelpArticle, QuickStartGuide } from './types';

export interface HelpCenterTexts {
  faqCategories: readonly FaqCategory[];
  articles: readonly HelpArticle[];
  guides: readonly QuickStartGuide[];
}

/** The Help Center's questions, articles and guides, in the language of `t`. */
export function helpCenterTexts(t: Translator): HelpCenterTexts {
  const faqCategories: readonly FaqCategory[] = [
    {
      id: 'reservaciones',
      title: t('help.faq.bookings.title'),
      faqs: [
        { question: t('help.faq.bookings.book.question'), answer: t('help.faq.bookings.book.answer') },
        {
          question: t('help.faq.bookings.age.question'),
          answer: t('help.faq.bookings.age.answer', { age: MINIMUM_RENTER_AGE }),
        },
        {
          question: t('help.faq.bookings.cancel.question'),
          answer: t('help.faq.bookings.cancel.answer', {
            hours: FREE_CANCELLATION_HOURS,
            percent: LATE_CANCELLATION_CHARGE_PERCENT,
          }),
        },
        { question: t('help.faq.bookings.documents.question'), answer: t('help.faq.bookings.documents.answer') },
      ],
    },
    {
      id: 'pagos',
      title: t('help.faq.payments.title'),
      faqs: [
        {
          question: t('help.faq.payments.total.question'),
          answer: t('help.faq.payments.total.answer', {
            insurancePerDay: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents'),
            percent: SERVICE_FEE_PERCENT,
          }),
        },
        { question: t('help.faq.payments.methods.question'), answer: t('help.faq.payments.methods.answer') },
        { question: t('help.faq.payments.charge.question'), answer: t('help.faq.payments.charge.answer') },
        { question: t('help.faq.payments.refund.question'), answer: t('help.faq.payments.refund.answer') },
      ],
    },
    {
      id: 'anfitriones',
      title: t('help.faq.hosts.title'),
      faqs: [
        { question: t('help.faq.hosts.list.question'), answer: t('help.faq.hosts.list.answer') },
        {
          question: t('help.faq.hosts.earn.question'),
          answer: t('help.faq.hosts.earn.answer', { percent: PLATFORM_COMMISSION_PERCENT }),
        },
        { question: t('help.faq.hosts.payouts.question'), answer: t('help.faq.hosts.payouts.answer') },
        {
          question: t('help.faq.hosts.cancel.question'),
          answer: t('help.faq.hosts.cancel.answer', { hours: HOST_CANCELLATION_NOTICE_HOURS }),
        },
      ],
    },
    {
      id: 'seguridad-y-seguro',
      title: t('help.faq.safety.title'),
      faqs: [
        {
          question: t('help.faq.safety.coverage.question'),
          answer: t('help.faq.safety.coverage.answer', {
            liability: formatWholeUSD(COVERAGE.liabilityUSD),
            vehicleDamage: formatWholeUSD(COVERAGE.vehicleDamageUSD),
            deductible: formatWholeUSD(COVERAGE.vehicleDamageDeductibleUSD),
            personal: formatWholeUSD(COVERAGE.personalProtectionPerPersonUSD),
          }),
        },
        {
          question: t('help.faq.safety.accident.question'),
          answer: t('help.faq.safety.accident.answer', {
            phone: SUPPORT.emergencyPhone.label,
            hours: CLAIMS.reportWithinHours,
          }),
        },
        { question: t('help.faq.safety.verification.question'), answer: t('help.faq.safety.verification.answer') },
        {
          question: t('help.faq.safety.claims.question'),
          answer: t('help.faq.safety.claims.answer', {
            evaluationHours: CLAIMS.evaluationHours,
            standardDays: CLAIMS.standardBusinessDays,
            complexDays: CLAIMS.complexBusinessDays,
          }),
        },
      ],
    },
  ];

  const articles: readonly HelpArticle[] = [
    {
      title: t('help.article.insurance.title'),
      summary: t('help.article.insurance.summary'),
      icon: 'shield',
      link: { label: t('help.article.insurance.link'), href: paths.insurancePolicy },
    },
    {
      title: t('help.article.safety.title'),
      summary: t('help.article.safety.summary'),
      icon: 'clipboard',
      link: { label: t('help.article.safety.link'), href: paths.safetyGuidelines },
    },
    {
      title: t('help.article.cancellation.title'),
      summary: t('help.article.cancellation.summary', { percent: LATE_CANCELLATION_CHARGE_PERCENT }),
      icon: 'clock',
      link: { label: t('help.article.cancellation.link'), href: `${paths.termsOfService}#cancellations-and-refunds` },
    },
    {
      title: t('help.article.listCar.title'),
      summary: t('help.article.listCar.summary'),
      icon: 'key',
      link: { label: t('help.article.listCar.link'), href: paths.listCar },
    },
    {
      title: t('help.article.findCar.title'),
      summary: t('help.article.findCar.summary'),
      icon: 'car',
      link: { label: t('help.article.findCar.link'), href: paths.search },
    },
    {
      title: t('help.article.privacy.title'),
      summary: t('help.article.privacy.summary'),
      icon: 'lock',
      link: { label: t('help.article.privacy.link'), href: paths.privacyPolicy },
    },
  ];

  const guides: readonly QuickStartGuide[] = [
    {
      title: t('help.guide.travelers.title'),
      icon: 'user',
      steps: [
        {
          title: t('help.guide.travelers.account.title'),
          description: t('help.guide.travelers.account.description'),
        },
        { title: t('help.guide.travelers.book.title'), description: t('help.guide.travelers.book.description') },
        { title: t('help.guide.travelers.pickup.title'), description: t('help.guide.travelers.pickup.description') },
        { title: t('help.guide.travelers.return.title'), description: t('help.guide.travelers.return.description') },
      ],
    },
    {
      title: t('help.guide.hosts.title'),
      icon: 'key',
      steps: [
        { title: t('help.guide.hosts.list.title'), description: t('help.guide.hosts.list.description') },
        { title: t('help.guide.hosts.bank.title'), description: t('help.guide.hosts.bank.description') },
        { title: t('help.guide.hosts.accept.title'), description: t('help.guide.hosts.accept.description') },
        { title: t('help.guide.hosts.earn.title'), description: t('help.guide.hosts.earn.description') },
      ],
    },
  ];

  return { faqCategories, articles, guides };
}
