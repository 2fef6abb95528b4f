import type { LegalDocumentContent, LegalLink } from './types';

/** Where privacy questions go (fictional addresses of LA Drive's support). */
export const PRIVACY_CONTACTS = {
  email: { label: 'privacy@ladrive.example', href: 'mailto:privacy@ladrive.example' },
  phone: { label: '(213) 555-0142', href: 'tel:+12135550142' },
} as const satisfies Record<string, LegalLink>;

/**
 * The Privacy Policy (spec: English, last updated August 19, 2025), the one copy of its text: the
 * /privacy-policy page and the booking form's dialog both render it.
 */
export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  lastUpdated: 'August 19, 2025',
  summary:
    'LA Drive respects your privacy. This policy explains what personal information we collect when you rent or list a car, how we use and share it, how we protect it and the choices you have.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        'We collect information you give us, information created when you use LA Drive, and information from trusted partners:',
        {
          list: [
            'Account details: your name, email address, phone number and profile photo.',
            "Identity and driving information: your driver's licence number, a photo of your licence and a selfie holding it, used to verify who you are.",
            'Booking details: trip dates, pickup address, emergency contact and the cars you book or list.',
            'Payment and payout information: payment card details (processed by our payment provider) and, for hosts, bank account details for earnings.',
            'Usage information: pages viewed, searches, device and browser type, and approximate location derived from your IP address.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        'We use your information to:',
        {
          list: [
            'Create and manage your account and verify your identity and eligibility to drive.',
            'Process bookings, payments, refunds and host payouts.',
            'Provide customer support, including 24/7 emergency assistance during trips.',
            'Keep the marketplace safe: prevent fraud, investigate incidents and enforce our Terms of Service.',
            'Improve our services and, with your consent where required, send you news and offers.',
          ],
        },
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Your Information',
      blocks: [
        'We do not sell your personal information. We share it only:',
        {
          list: [
            'Between renter and host, to the extent needed to complete a trip (for example your name and pickup details).',
            'With service providers who help us run LA Drive, such as payment processors, identity verification, cloud hosting and customer support tools, under contracts that protect your data.',
            'With insurance partners when a claim is made.',
            'With authorities when the law requires it, or to protect the safety of our users and the public.',
            'With a buyer or successor if LA Drive is involved in a merger or acquisition, under this same policy.',
          ],
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        'We protect your information with encryption in transit and at rest, strict access controls and regular security reviews. Bank account details and identity documents are encrypted and are only available to the staff who need them.',
        'No system is perfectly secure. If we learn of a security breach that affects your information, we will notify you as required by law.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Choices',
      blocks: [
        'Depending on where you live, including under the California Consumer Privacy Act (CCPA), you have the right to:',
        {
          list: [
            'Access the personal information we hold about you and receive a copy of it.',
            'Correct information that is inaccurate.',
            'Delete your account and personal information, except what we must keep by law.',
            'Opt out of marketing emails at any time using the link in each email.',
            'Not be discriminated against for exercising these rights.',
          ],
        },
        'To exercise a right, contact us using the details below. We will respond within 45 days.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      blocks: [
        'We may update this policy as our services change. We will post the new version on this page with a new "Last updated" date and, for significant changes, notify you by email or in the app.',
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        'If you have questions about this policy or how we handle your information, contact our privacy team:',
        { links: [PRIVACY_CONTACTS.email, PRIVACY_CONTACTS.phone] },
      ],
    },
  ],
};
