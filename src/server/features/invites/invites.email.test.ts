import { describe, expect, it } from 'vitest';
import { shortMailError } from '../../lib/mailer';
import { inviteMail } from './invites.email';

describe('inviteMail', () => {
  const mail = inviteMail({
    to: 'kim@example.com',
    inviterName: 'Ann & <Co>',
    fromEmail: 'ann@example.com',
    familyName: 'The "Lees"',
    inviteCode: 'INV-ABCDEFGHJ',
    publicUrl: 'https://giftlens.example',
  });

  it('names the inviter and the family in the subject, replying to the inviter', () => {
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
