import { describe, expect, it } from 'vitest';
import { shortMailError } from '../../lib/mailer';
import { inviteMail, senderName } from './invites.email';

describe('inviteMail', () => {
  const mail = inviteMail({
    to: 'kim@example.com',
    sender: { name: 'Ann & <Co>', verifiedEmail: 'ann@example.com' },
    familyName: 'The "Lees"',
    inviteCode: 'INV-ABCDEFGHJ',
    publicUrl: 'https://giftlens.example',
  });

  it('names the sender and the family in the subject, replying to the verified address', () => {
    expect(mail.subject).toBe('Ann & <Co> invited you to The "Lees" on GiftLens');
    expect(mail.replyTo).toBe('ann@example.com');
    expect(mail.to).toBe('kim@example.com');
  });

  it('carries the join link and the code in text and HTML, escaping the HTML', () => {
    expect(mail.text).toContain('https://giftlens.example/join/INV-ABCDEFGHJ');
    expect(mail.text).toContain('INV-ABCDEFGHJ');
    expect(mail.html).toContain('<a href="https://giftlens.example/join/INV-ABCDEFGHJ">');
    expect(mail.html).toContain('Ann &amp; &lt;Co&gt;');
    expect(mail.html).toContain('The &quot;Lees&quot;');
    expect(mail.html).not.toContain('<Co>');
  });

  it('sets no Reply-To without a verified address, and no name without one', () => {
    const anonymous = inviteMail({
      to: 'kim@example.com',
      sender: { name: null, verifiedEmail: null },
      familyName: 'The Lees',
      inviteCode: 'INV-ABCDEFGHJ',
      publicUrl: 'https://giftlens.example',
    });
    expect(anonymous).not.toHaveProperty('replyTo');
    expect(anonymous.subject).toBe('You are invited to The Lees on GiftLens');
    expect(anonymous.text).toMatch(/^A member of The Lees invited you/);
  });
});

describe('senderName', () => {
  it('is the account name on one line, without control characters, at most 80 characters', () => {
    expect(senderName('Ann', 'Lee')).toBe('Ann Lee');
    expect(senderName('Ann\r\nBcc: x@y.z', null)).toBe('Ann Bcc: x@y.z');
    expect(senderName('A'.repeat(100), 'B')).toHaveLength(80);
    expect(senderName(null, '  ')).toBeNull();
  });
});

describe('shortMailError', () => {
  it('quotes the first line of an SMTP answer, and hides other internals', () => {
    expect(shortMailError({ responseCode: 553, response: '553 5.7.1 Sender not verified\r\nmore' })).toBe(
      'the mail server answered 553 5.7.1 Sender not verified',
    );
    expect(shortMailError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 10.0.0.1:25' })).toBe(
      'the mail server could not be reached',
    );
    expect(shortMailError(new Error('boom at /srv/app.js'))).toBe('the mail server did not accept it');
  });
});
