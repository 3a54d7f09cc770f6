import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../lib/mailer';

/** Who the invite comes from, as the account says: never what the request body claims. */
export interface InviteSender {
  /** The account's name; null when it has none. */
  name: string | null;
  /** An address a sign-in provider verified; null when none did (no Reply-To then). */
  verifiedEmail: string | null;
}

export interface InviteMailFacts {
  to: string;
  sender: InviteSender;
  familyName: string;
  inviteCode: string;
  publicUrl: string;
}

export const joinLink = (publicUrl: string, inviteCode: string) =>
  `${publicUrl}/join/${encodeURIComponent(inviteCode)}`;

/** A name fit for a subject line: one line, no control characters, at most 80 characters. */
export function senderName(first: string | null, last: string | null): string | null {
  const name = [first, last]
    .filter(Boolean)
    .join(' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return name || null;
}

/**
 * The invitation: who invites you to which family, the join link and the code to type. The
 * sender's name and address are the account's own (an address only when a sign-in provider
 * verified it), so the mail cannot be made to speak for someone else.
 */
export function inviteMail(facts: InviteMailFacts): OutgoingMail {
  const link = joinLink(facts.publicUrl, facts.inviteCode);
  const { name, verifiedEmail } = facts.sender;
  const who = name ?? `A member of ${facts.familyName}`;
  const subject = name
    ? `${name} invited you to ${facts.familyName} on GiftLens`
    : `You are invited to ${facts.familyName} on GiftLens`;
  const from = verifiedEmail ? `${who} (${verifiedEmail})` : who;
  const text = [
    `${from} invited you to join the family "${facts.familyName}" on GiftLens.`,
    '',
    `Join here: ${link}`,
    `Or enter the invite code ${facts.inviteCode} after signing in.`,
    '',
    'If you were not expecting this, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(from)} invited you to join the family`,
    ` <strong>${escapeHtml(facts.familyName)}</strong> on GiftLens.</p>`,
    `<p><a href="${escapeHtml(link)}">Join ${escapeHtml(facts.familyName)}</a></p>`,
    `<p>Or enter the invite code <strong>${escapeHtml(facts.inviteCode)}</strong> after signing in.</p>`,
    '<p>If you were not expecting this, you can ignore this e-mail.</p>',
  ].join('');
  return { to: facts.to, ...(verifiedEmail ? { replyTo: verifiedEmail } : {}), subject, text, html };
}
