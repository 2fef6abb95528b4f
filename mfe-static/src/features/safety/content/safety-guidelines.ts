import { MINIMUM_RENTER_AGE, paths } from '@ladrive/contracts';
import type { InfoCardProps } from '../../../components/InfoCard';
import { CLAIMS } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';

type SafetyCommitment = Pick<InfoCardProps, 'icon' | 'title' | 'action'> & { description: string };

export const SAFETY_COMMITMENTS: readonly SafetyCommitment[] = [
  {
    icon: 'idCard',
    title: 'Identity Verification',
    description: `Every renter is at least ${MINIMUM_RENTER_AGE}, has a verified email and phone, and confirms a valid driver's licence with a licence photo and a selfie before each trip. Hosts are verified too.`,
  },
  {
    icon: 'clipboard',
    title: 'Vehicle Inspection',
    description:
      'Hosts keep their cars maintained and free of open recalls. Renter and host inspect the car together at pickup and return, and record its condition with photos.',
  },
  {
    icon: 'shield',
    title: 'Insurance Coverage',
    description:
      'Every trip includes liability, vehicle damage, theft and personal protection, so renters and hosts are covered from pickup to return.',
    action: { label: 'Read the Insurance Policy', href: paths.insurancePolicy },
  },
  {
    icon: 'phone',
    title: 'Emergency Contact',
    description: `Each booking records an emergency contact, and our emergency line ${SUPPORT.emergencyPhone.label} is staffed 24 hours a day, 7 days a week.`,
    action: { label: `Call the emergency line ${SUPPORT.emergencyPhone.label}`, href: SUPPORT.emergencyPhone.href },
  },
];

export interface TripChecklist {
  title: string;
  items: readonly string[];
}

export const TRIP_CHECKLISTS: readonly TripChecklist[] = [
  {
    title: 'Before your trip',
    items: [
      "Check that your driver's licence is valid and with you.",
      'Read the listing, the host’s rules and the pickup instructions.',
      'Walk around the car and photograph every side, the interior, the fuel level and the odometer.',
      'Check tires, lights, mirrors and seat belts, and adjust seat and mirrors before driving.',
      'Save the 24/7 emergency line in your phone.',
    ],
  },
  {
    title: 'During your trip',
    items: [
      'Obey speed limits and traffic laws, and never drive after drinking or using drugs.',
      'Keep your phone hands-free and let passengers handle navigation.',
      'Lock the car and keep valuables out of sight when you park.',
      'If a warning light comes on or the car behaves oddly, stop safely and contact us.',
      'Do not let anyone else drive unless the host approved them.',
    ],
  },
  {
    title: 'After your trip',
    items: [
      'Refuel or recharge to the level you received the car with.',
      'Remove your belongings and any trash.',
      'Photograph the car again on every side, plus the fuel level and odometer.',
      `Report any damage or incident within ${CLAIMS.reportWithinHours} hours.`,
      'Leave a review to help the community.',
    ],
  },
];
