import { formatWholeUSD } from '@ladrive/contracts';
import type { InfoCardProps } from '../../../components/InfoCard';
import type { Step } from '../../../components/StepList';
import { CLAIMS, COVERAGE } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';

type Coverage = Required<Pick<InfoCardProps, 'icon' | 'title' | 'highlight'>> & { description: string };

export const COVERAGES: readonly Coverage[] = [
  {
    icon: 'shield',
    title: 'Liability Coverage',
    highlight: `Up to ${formatWholeUSD(COVERAGE.liabilityUSD)}`,
    description: 'Covers injury to other people and damage to their property when you are at fault during a trip.',
  },
  {
    icon: 'car',
    title: 'Vehicle Damage',
    highlight: `Up to ${formatWholeUSD(COVERAGE.vehicleDamageUSD)}`,
    description: `Physical damage to the rented car from collisions, vandalism, fire or weather, with a ${formatWholeUSD(COVERAGE.vehicleDamageDeductibleUSD)} deductible per incident.`,
  },
  {
    icon: 'lock',
    title: 'Theft Protection',
    highlight: 'Full vehicle value',
    description: 'If the car is stolen during a trip, the host is reimbursed up to its full market value.',
  },
  {
    icon: 'user',
    title: 'Personal Protection',
    highlight: `${formatWholeUSD(COVERAGE.personalProtectionPerPersonUSD)} per person`,
    description: 'Medical expenses for the driver and passengers injured in an accident during the trip.',
  },
];

export const EXCLUSIONS: readonly string[] = [
  'Driving under the influence of alcohol or drugs.',
  'Drivers who are not on the booking or do not hold a valid licence.',
  'Racing, off-road driving, towing, or use for commercial ride-sharing or deliveries.',
  'Intentional damage, and damage caused while breaking the law.',
  'Normal wear and tear, mechanical breakdown and tire damage not caused by an accident.',
  'Personal belongings left in the car.',
  `Incidents reported more than ${CLAIMS.reportWithinHours} hours after they happen, without a good reason.`,
];

export const CLAIM_STEPS: readonly Step[] = [
  {
    title: 'Report the incident',
    description: `Call 911 first if anyone is hurt. Then report the incident to LA Drive within ${CLAIMS.reportWithinHours} hours at ${SUPPORT.emergencyPhone.label} or ${SUPPORT.claimsEmail.label}.`,
  },
  {
    title: 'Document the damage',
    description:
      'Send photos of the car and the scene, the other party’s details, and a police report number if there is one.',
  },
  {
    title: 'Claim evaluation',
    description: `A claims specialist reviews your claim within ${CLAIMS.evaluationHours} hours and may ask for repair estimates.`,
  },
  {
    title: 'Resolution and payment',
    description: `Most claims are processed in ${CLAIMS.standardBusinessDays} business days; complex claims can take up to ${CLAIMS.complexBusinessDays} business days.`,
  },
];
