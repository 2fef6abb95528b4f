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
import type { LegalDocumentContent } from './types';

export const termsOfService: LegalDocumentContent = {
  title: 'Terms of Service',
  lastUpdated: '21 August 2025',
  summary:
    'These terms govern your use of LA Drive, the peer-to-peer marketplace where travelers rent cars from local owners in Los Angeles. Please read them carefully: by creating an account or booking a car you agree to them.',
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of Terms',
      blocks: [
        'By accessing or using the LA Drive website, apps or services (the "Service"), you agree to be bound by these Terms of Service and by our Privacy Policy. If you do not agree, do not use the Service.',
        'These terms apply to everyone who uses the Service: travelers who rent cars ("renters"), owners who list them ("hosts") and visitors who simply browse.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and Accounts',
      blocks: [
        `To book a car you must be at least ${MINIMUM_RENTER_AGE} years old and hold a valid driver's licence that has not been suspended or revoked. We may ask for a photo of your licence and a selfie holding it before a booking is confirmed.`,
        'You are responsible for keeping your account details accurate and your password secret, and for all activity under your account. Tell us immediately if you suspect unauthorised use.',
      ],
    },
    {
      id: 'our-service',
      title: 'The LA Drive Marketplace',
      blocks: [
        'LA Drive provides a platform that connects renters with hosts. We are not a car rental company, we do not own the vehicles listed, and we are not a party to the rental agreement between renter and host, except where these terms say otherwise.',
        'Hosts are responsible for the accuracy of their listings, including photos, features, availability and price. Renters are responsible for checking that a car suits their trip before booking.',
      ],
    },
    {
      id: 'bookings-and-payments',
      title: 'Bookings, Fees and Payments',
      blocks: [
        'A booking is a request until the host accepts it; some cars are booked instantly. The total shown before you pay is what you will be charged. It is made up of:',
        {
          list: [
            "The trip price: the host's daily price multiplied by the number of rental days (any part of a day counts as a full day, minimum one day).",
            `Optional trip insurance: ${formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents')} per day, if you add it at booking.`,
            `The LA Drive service fee: ${SERVICE_FEE_PERCENT}% of the trip price plus insurance, which covers payment processing, support and platform operation.`,
          ],
        },
        `Hosts receive the trip price minus the LA Drive platform commission of ${PLATFORM_COMMISSION_PERCENT}% of their earnings. Earnings are paid to the bank account the host registers with us.`,
        'All prices are in US dollars. You authorise us to charge your payment method for the total amount when the booking is confirmed.',
      ],
    },
    {
      id: 'cancellations-and-refunds',
      title: 'Cancellations and Refunds',
      blocks: [
        'Renters may cancel a booking from their dashboard. Refunds depend on how much notice you give:',
        {
          list: [
            `More than ${FREE_CANCELLATION_HOURS} hours before pickup: full refund, minus payment processing fees.`,
            `${FREE_CANCELLATION_HOURS} hours or less before pickup: ${LATE_CANCELLATION_CHARGE_PERCENT}% of the booking total is charged.`,
            'No-show (you do not pick up the car and did not cancel): the full booking total is charged.',
          ],
        },
        `Hosts may cancel a confirmed booking only with at least ${HOST_CANCELLATION_NOTICE_HOURS} hours' notice before pickup. When a host cancels, the traveler receives a full refund. Hosts who cancel repeatedly may have their listings suspended.`,
      ],
    },
    {
      id: 'host-responsibilities',
      title: 'Host Responsibilities',
      blocks: [
        'As a host you agree to:',
        {
          list: [
            'List only vehicles you own or are authorised to rent out, that are registered, insured as required by California law and roadworthy.',
            'Keep the vehicle clean, maintained and free of open safety recalls.',
            'Describe the vehicle honestly and keep its availability calendar up to date.',
            `Honor confirmed bookings, and give at least ${HOST_CANCELLATION_NOTICE_HOURS} hours' notice if you must cancel.`,
            'Provide accurate banking information for payouts.',
          ],
        },
      ],
    },
    {
      id: 'renter-responsibilities',
      title: 'Renter Responsibilities',
      blocks: [
        'As a renter you agree to:',
        {
          list: [
            'Be the only driver unless the host has approved additional drivers who also meet our eligibility rules.',
            'Obey traffic laws and pay any tolls, parking tickets or fines incurred during your trip.',
            'Never drive under the influence, use the car for commercial ride-sharing or deliveries, racing, towing, or off-road driving.',
            'Return the car on time, in the same condition and with the same fuel or charge level as at pickup.',
            'Not smoke or vape in the car, and carry pets only where the host allows them.',
          ],
        },
      ],
    },
    {
      id: 'insurance',
      title: 'Insurance and Protection',
      blocks: [
        'Every trip booked through LA Drive includes the following protection, subject to the exclusions in our Insurance Policy:',
        {
          list: [
            `Third-party liability coverage up to ${formatWholeUSD(COVERAGE.liabilityUSD)}.`,
            `Vehicle damage coverage up to ${formatWholeUSD(COVERAGE.vehicleDamageUSD)}, with a ${formatWholeUSD(COVERAGE.vehicleDamageDeductibleUSD)} deductible.`,
            'Theft protection up to the full value of the vehicle.',
            `Personal protection up to ${formatWholeUSD(COVERAGE.personalProtectionPerPersonUSD)} per person.`,
          ],
        },
        `Renters may add optional trip insurance at booking for ${formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents')} per day.`,
        { links: [{ label: 'Read the full Insurance Policy', href: paths.insurancePolicy }] },
      ],
    },
    {
      id: 'damage-and-claims',
      title: 'Damage, Incidents and Claims',
      blocks: [
        `Report any accident, damage or theft to LA Drive within ${CLAIMS.reportWithinHours} hours. In an emergency, call 911 first. Renters are responsible for damage that happens during their trip up to the applicable deductible, and for damage excluded from coverage.`,
        `Claims are evaluated within ${CLAIMS.evaluationHours} hours. Most are processed in ${CLAIMS.standardBusinessDays} business days; complex claims can take up to ${CLAIMS.complexBusinessDays} business days.`,
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        'The Service is provided "as is". To the fullest extent permitted by law, LA Drive is not liable for indirect, incidental, special or consequential damages, or for the acts of renters and hosts.',
        `LA Drive's total liability arising from any single incident is limited to ${formatWholeUSD(PLATFORM_LIABILITY_CAP_USD)} per incident. Nothing in these terms limits liability that cannot be limited under applicable law, nor the insurance coverage described above.`,
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Disputes',
      blocks: [
        'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.',
        'Any dispute arising from these terms or the Service will be resolved exclusively in the state or federal courts located in Los Angeles County, California, and you consent to their jurisdiction. Before going to court, please contact us: most concerns can be resolved quickly and informally.',
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and Contact',
      blocks: [
        'We may update these terms from time to time. When we make material changes we will notify you by email or in the app before they take effect, and the "Last updated" date above will change. Continuing to use the Service after that date means you accept the updated terms.',
        'Questions about these terms? Contact our team:',
        { links: [SUPPORT.legalEmail, SUPPORT.phone, { label: 'Contact form', href: paths.contact }] },
      ],
    },
  ],
};
