/**
 * The look of every email: the site's brand (contracts brand.ts) in inline styles and tables, which mail programs
 * keep, beside a plain-text twin with the same words. The footer says why the email was sent and, for a kind the
 * reader may turn off, where.
 */
import { BRAND_FONT, BRAND_COLORS as colors, type Language, paths, SITE_NAME } from '@ladrive/contracts';
import { textOf } from '@ladrive/contracts/message-text';
import { escapeHtml } from '../lib/html.ts';
import type { Email, EmailBlock, EmailContent } from './email.ts';
import { EMAILS_SPEC_LANGUAGE } from './writer.ts';

/** What every email links to: the site, and the address questions go to. */
export interface EmailSite {
  /** The public origin of the site, `https://ladrive.example`. */
  origin: string;
  supportEmail: string;
}

/** Where an account turns message and reminder emails off: the profile tab of My Bookings. */
const PREFERENCES_PAGE = paths.dashboard;

/** The footer's lines: why, how to turn this kind off (a link), and where questions go. */
function footerLines(
  content: EmailContent,
  site: EmailSite,
  language: Language,
): Array<{ text: string; link?: string }> {
  const optOut = content.preference
    ? [{ text: textOf('email.footerOptOut', language), link: absolute(site, PREFERENCES_PAGE) }]
    : [];
  return [
    { text: content.reason },
    ...optOut,
    { text: textOf('email.footerQuestions', language, { address: site.supportEmail }) },
  ];
}

const absolute = (site: EmailSite, path: string) => new URL(path, site.origin).toString();

function blockText(block: EmailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('facts' in block) return block.facts.map((row) => `${row.label}: ${row.value}`).join('\n');
  return `${block.by}:\n${block.quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}`;
}

const paragraphStyle = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${colors.text}`;

function blockHtml(block: EmailBlock): string {
  if ('paragraph' in block) return `<p style="${paragraphStyle}">${escapeHtml(block.paragraph)}</p>`;
  if ('facts' in block) {
    const rows = block.facts
      .map((row) => {
        const weight = row.total ? 'font-weight:700;' : '';
        const rule = row.total ? `border-top:1px solid ${colors.border};` : '';
        const cell = `padding:6px 0;font-size:15px;color:${colors.text};${weight}${rule}`;
        return `<tr><td style="${cell}">${escapeHtml(row.label)}</td><td style="${cell}text-align:right">${escapeHtml(row.value)}</td></tr>`;
      })
      .join('');
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  const lines = escapeHtml(block.quote).replaceAll('\n', '<br>');
  return `<p style="margin:0 0 4px;font-size:14px;color:${colors.textMuted}">${escapeHtml(block.by)}</p><blockquote style="margin:0 0 16px;padding:12px 16px;background:${colors.surfaceMuted};border-left:4px solid ${colors.brand};font-size:15px;line-height:1.5;color:${colors.text}">${lines}</blockquote>`;
}

const footerHtml = ({ text, link }: { text: string; link?: string }) =>
  `<p style="margin:0 0 8px">${
    link
      ? `${escapeHtml(text)}: <a href="${escapeHtml(link)}" style="color:${colors.brand}">${escapeHtml(link)}</a>`
      : escapeHtml(text)
  }</p>`;

/** The email's HTML and text from what it says, in `language` (its `<html lang>`, its footer). */
export function renderEmail(
  content: EmailContent,
  site: EmailSite,
  language: Language = EMAILS_SPEC_LANGUAGE,
): Pick<Email, 'subject' | 'text' | 'html'> {
  const action = content.action && { label: content.action.label, url: absolute(site, content.action.path) };
  const footer = footerLines(content, site, language);
  const text = [
    content.heading,
    ...content.blocks.map(blockText),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `—\n${footer.map((line) => (line.link ? `${line.text}: ${line.link}` : line.text)).join('\n')}`,
    SITE_NAME,
  ].join('\n\n');
  const button = action
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:${colors.brand};color:${colors.surface};border-radius:6px;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${colors.surfaceMuted};font-family:${escapeHtml(BRAND_FONT)}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.surfaceMuted}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.surface};border:1px solid ${colors.border};border-radius:10px">
<tr><td style="padding:16px 24px;background:${colors.brand};border-radius:10px 10px 0 0;color:${colors.surface};font-size:20px;font-weight:700">${escapeHtml(SITE_NAME)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colors.text}">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${colors.border};font-size:13px;line-height:1.5;color:${colors.textMuted}">${footer.map(footerHtml).join('')}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
