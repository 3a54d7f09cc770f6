import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../lib/mailer';

export interface HandoverMailFacts {
  to: string;
  heirName: string;
  familyName: string;
  publicUrl: string;
}

/** Tells the new owner that a family passed to them when its owner deleted their account. */
export function handoverMail(facts: HandoverMailFacts): OutgoingMail {
  const subject = `You now own the family "${facts.familyName}" on GiftLens`;
  const link = `${facts.publicUrl}/family-profiles`;
  const text = [
    `Hello ${facts.heirName},`,
    '',
    `The owner of "${facts.familyName}" deleted their GiftLens account. As the member who joined the family first, you are now its owner.`,
    'You can rename the family, change its privacy settings, generate a new invite code and remove members.',
    '',
    `Open your family: ${link}`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(facts.heirName)},</p>`,
    `<p>The owner of <strong>${escapeHtml(facts.familyName)}</strong> deleted their GiftLens account. `,
    'As the member who joined the family first, you are now its owner.</p>',
    '<p>You can rename the family, change its privacy settings, generate a new invite code and remove members.</p>',
    `<p><a href="${escapeHtml(link)}">Open your family</a></p>`,
  ].join('');
  return { to: facts.to, subject, text, html };
}
