import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../lib/mailer';

export interface InviteMailFacts {
  to: string;
  inviterName: string;
  fromEmail: string;
  familyName: string;
  inviteCode: string;
  publicUrl: string;
}

export const joinLink = (publicUrl: string, inviteCode: string) =>
  `${publicUrl}/join/${encodeURIComponent(inviteCode)}`;

/** The invitation: who invites you to which family, the join link and the code to type. */
export function inviteMail(facts: InviteMailFacts): OutgoingMail {
  const link = joinLink(facts.publicUrl, facts.inviteCode);
  const subject = `${facts.inviterName} invited you to ${facts.familyName} on GiftLens`;
  const text = [
    `${facts.inviterName} (${facts.fromEmail}) invited you to join the family "${facts.familyName}" on GiftLens.`,
    '',
    `Join here: ${link}`,
    `Or enter the invite code ${facts.inviteCode} after signing in.`,
    '',
    'If you were not expecting this, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(facts.inviterName)} (${escapeHtml(facts.fromEmail)}) invited you to join the family`,
    ` <strong>${escapeHtml(facts.familyName)}</strong> on GiftLens.</p>`,
    `<p><a href="${escapeHtml(link)}">Join ${escapeHtml(facts.familyName)}</a></p>`,
    `<p>Or enter the invite code <strong>${escapeHtml(facts.inviteCode)}</strong> after signing in.</p>`,
    '<p>If you were not expecting this, you can ignore this e-mail.</p>',
  ].join('');
  return { to: facts.to, replyTo: facts.fromEmail, subject, text, html };
}
