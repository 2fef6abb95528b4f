import { useT } from './i18n';
import type { LegalDocumentContent, LegalLink } from './types';

/** Where privacy questions go (fictional addresses of LA Drive's support). */
export const PRIVACY_CONTACTS = {
  email: { label: 'privacy@ladrive.example', href: 'mailto:privacy@ladrive.example' },
  phone: { label: '(213) 555-0142', href: 'tel:+12135550142' },
} as const satisfies Record<string, LegalLink>;

type TextId = Parameters<ReturnType<typeof useT>>[0];
/** A paragraph or a list as ids of the catalogs; links are shown as they are. */
type OutlineBlock = TextId | { list: readonly TextId[] } | { links: readonly LegalLink[] };

/** The policy's sections: each one's anchor, and its title and blocks as ids of the catalogs. */
const OUTLINE: readonly { id: string; title: TextId; blocks: readonly OutlineBlock[] }[] = [
  {
    id: 'information-we-collect',
    title: 'privacy.collect.title',
    blocks: [
      'privacy.collect.intro',
      {
        list: [
          'privacy.collect.account',
          'privacy.collect.identity',
          'privacy.collect.booking',
          'privacy.collect.payment',
          'privacy.collect.usage',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'privacy.use.title',
    blocks: [
      'privacy.use.intro',
      {
        list: [
          'privacy.use.account',
          'privacy.use.bookings',
          'privacy.use.support',
          'privacy.use.safety',
          'privacy.use.improve',
        ],
      },
    ],
  },
  {
    id: 'how-we-share-information',
    title: 'privacy.share.title',
    blocks: [
      'privacy.share.intro',
      {
        list: [
          'privacy.share.trip',
          'privacy.share.providers',
          'privacy.share.insurance',
          'privacy.share.authorities',
          'privacy.share.merger',
        ],
      },
    ],
  },
  {
    id: 'data-security',
    title: 'privacy.security.title',
    blocks: ['privacy.security.measures', 'privacy.security.breach'],
  },
  {
    id: 'your-rights',
    title: 'privacy.rights.title',
    blocks: [
      'privacy.rights.intro',
      {
        list: [
          'privacy.rights.access',
          'privacy.rights.correct',
          'privacy.rights.delete',
          'privacy.rights.optOut',
          'privacy.rights.noDiscrimination',
        ],
      },
      'privacy.rights.exercise',
    ],
  },
  { id: 'changes-to-this-policy', title: 'privacy.changes.title', blocks: ['privacy.changes.text'] },
  {
    id: 'contact-us',
    title: 'privacy.contact.title',
    blocks: ['privacy.contact.text', { links: [PRIVACY_CONTACTS.email, PRIVACY_CONTACTS.phone] }],
  },
];

/**
 * The Privacy Policy (spec: English, last updated August 19, 2025) in the part's language, the one copy of its
 * text: the /privacy-policy page and the booking form's dialog both render it.
 */
export function usePrivacyPolicy(): LegalDocumentContent {
  const t = useT();
  const block = (item: OutlineBlock) =>
    typeof item === 'string' ? t(item) : 'list' in item ? { list: item.list.map((id) => t(id)) } : item;
  return {
    title: t('privacy.title'),
    lastUpdated: t('privacy.date'),
    summary: t('privacy.summary'),
    sections: OUTLINE.map(({ id, title, blocks }) => ({ id, title: t(title), blocks: blocks.map(block) })),
  };
}
