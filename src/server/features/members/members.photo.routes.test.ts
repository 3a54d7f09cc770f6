import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMember } from '#common/members';
import { memberPhotos, users } from '../../db/schema';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const picture = (cookie: string, id: number, payload: unknown, familyId?: number) =>
  f.call(
    cookie,
    'PATCH',
    familyId
      ? `/api/families/${familyId}/family-members/${id}/profile-picture`
      : `/api/family-members/${id}/profile-picture`,
    payload,
  );

const photo = (cookie: string, url: string) => t.request({ method: 'GET', url, cookie });

async function imageFacts(bytes: Buffer) {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

describe('profile pictures', () => {
  it('stores an uploaded PNG and serves its bytes to the family, not inlined in the member', async () => {
    const { member, relative, outsider, family, memberId } = await f.family();
    const res = await picture(member, memberId, { profileImage: dataUrl('image/png', PNG) });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<FamilyMember>();
    expect(updated.profileImage).toMatch(new RegExp(`^/api/family-members/${memberId}/photo\\?v=\\d+$`));
    expect(JSON.stringify(updated)).not.toContain('base64');

    for (const cookie of [member, relative]) {
      const served = await photo(cookie, updated.profileImage as string);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, max-age=86400');
      expect(await imageFacts(served.rawPayload)).toEqual({ format: 'png', width: 1, height: 1 });
    }
    const scoped = await photo(relative, `/api/families/${family.id}/family-members/${memberId}/photo`);
    expect(await imageFacts(scoped.rawPayload)).toEqual({ format: 'png', width: 1, height: 1 });
    const asOutsider = await photo(outsider, `/api/family-members/${memberId}/photo`);
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json()).toMatchObject({ message: 'Family member not found' });
  });

  it('replaces the photo with a new one under a new URL, in the family route form too', async () => {
    const { member, family, memberId } = await f.family();
    const first = (
      await picture(member, memberId, { profileImage: dataUrl('image/png', PNG) })
    ).json<FamilyMember>();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await picture(member, memberId, { profileImage: dataUrl('image/gif', GIF) }, family.id);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<FamilyMember>();
    expect(second.profileImage).not.toBe(first.profileImage);
    const served = await photo(member, second.profileImage as string);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(await imageFacts(served.rawPayload)).toEqual({ format: 'gif', width: 1, height: 1 });
  });

  it('stores a decoded copy: nothing that followed the image, and no EXIF location', async () => {
    const { member, memberId } = await f.family();
    const trailing = Buffer.concat([
      PNG,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await picture(member, memberId, { profileImage: dataUrl('image/png', trailing) });
    expect(res.statusCode, res.body).toBe(200);
    const served = await photo(member, res.json<FamilyMember>().profileImage as string);
    expect(served.rawPayload.toString('latin1')).not.toContain('<script');

    const located = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#cc8844' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Home at 51.5007 N, 0.1246 W' } })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const again = await picture(member, memberId, { profileImage: dataUrl('image/jpeg', located) });
    const stored = await photo(member, again.json<FamilyMember>().profileImage as string);
    const facts = await sharp(stored.rawPayload).metadata();
    expect({ format: facts.format, width: facts.width, exif: facts.exif }).toEqual({
      format: 'jpeg',
      width: 8,
      exif: undefined,
    });
    expect(stored.rawPayload.toString('latin1')).not.toContain('51.5007');
  });

  it('refuses an image whose data is cut off or does not decode, and keeps the old photo', async () => {
    const { member, memberId } = await f.family();
    const kept = await picture(member, memberId, { profileImage: dataUrl('image/png', PNG) });
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    for (const broken of [jpeg.subarray(0, 60), Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(40)])]) {
      const mime = broken[0] === 0xff ? 'image/jpeg' : 'image/png';
      const res = await picture(member, memberId, { profileImage: dataUrl(mime, broken) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'photo_not_an_image', message: 'Please select an image file.' });
    }
    expect((await f.member(member, memberId)).profileImage).toBe(kept.json<FamilyMember>().profileImage);
  });

  it('answers 400 "Please select an image file." to anything but an image, and keeps the photo', async () => {
    const { member, memberId } = await f.family();
    const stored = (
      await picture(member, memberId, { profileImage: dataUrl('image/png', PNG) })
    ).json<FamilyMember>();
    for (const profileImage of [
      dataUrl('text/plain', Buffer.from('hello')),
      dataUrl('image/svg+xml', Buffer.from('<svg/>')),
      dataUrl('image/png', Buffer.from('not really a png')),
      'https://example.com/me.png',
      'data:image/png;base64,@@@',
    ]) {
      const res = await picture(member, memberId, { profileImage });
      expect(res.statusCode, profileImage.slice(0, 30)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please select an image file.' });
    }
    for (const [payload, message] of [
      [{ profileImage: 42 }, /^Invalid profileImage: /],
      [{}, 'Invalid profileImage: send profileImage or revertToGoogle'],
      [{ revertToGoogle: false }, /^Invalid revertToGoogle: /],
    ] as const) {
      const res = await picture(member, memberId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await f.member(member, memberId)).profileImage).toBe(stored.profileImage);
  });

  it('answers 413 "Please select an image under 5MB." to a larger image, and stores nothing', async () => {
    const { member, memberId } = await f.family();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await picture(member, memberId, { profileImage: dataUrl('image/png', big) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Please select an image under 5MB.' });
    expect((await f.member(member, memberId)).profileImage).toBeNull();
    const justFits = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect(
      (await picture(member, memberId, { profileImage: dataUrl('image/png', justFits) })).statusCode,
    ).toBe(200);
  });

  it("goes back to the linked account's picture with revertToGoogle, and to the emoji with null", async () => {
    const { member, memberId } = await f.family();
    const googlePicture = 'https://lh3.googleusercontent.com/a/sam.jpg';
    await t.database.db
      .update(users)
      .set({ profileImageUrl: googlePicture })
      .where(eq(users.id, await f.userId(member)));
    await picture(member, memberId, { profileImage: dataUrl('image/png', PNG) });

    const reverted = await picture(member, memberId, { revertToGoogle: true });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().profileImage).toBe(googlePicture);
    const rows = await t.database.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, memberId));
    expect(rows).toEqual([]);
    expect((await photo(member, `/api/family-members/${memberId}/photo`)).statusCode).toBe(404);

    const removed = await picture(member, memberId, { profileImage: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImage).toBeNull();
    expect((await f.member(member, memberId)).profileImage).toBeNull();
  });

  it('answers 400 to revertToGoogle for a record without an account picture, changing nothing', async () => {
    const { member, family } = await f.family();
    const grandma = await f.addMember(member, family.id);
    await picture(member, grandma.id, { profileImage: dataUrl('image/png', PNG) });
    const before = await f.member(member, grandma.id);
    const res = await picture(member, grandma.id, { revertToGoogle: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'There is no sign-in picture to go back to for this profile.',
    });
    expect(await f.member(member, grandma.id)).toEqual(before);
  });

  it('lets guardians change a child’s picture; other members get 403 and an outsider 404', async () => {
    const { owner, member, relative, outsider, family } = await f.family();
    const kid = await f.addMember(member, family.id, { name: 'Kid', relationship: 'Child', age: 6 });
    for (const guardian of [member, owner]) {
      expect((await picture(guardian, kid.id, { profileImage: dataUrl('image/png', PNG) })).statusCode).toBe(
        200,
      );
    }
    const asRelative = await picture(relative, kid.id, { profileImage: null });
    expect(asRelative.statusCode).toBe(403);
    expect(asRelative.json()).toMatchObject({ message: "You can't edit this profile" });
    const asOutsider = await picture(outsider, kid.id, { profileImage: null }, family.id);
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json()).toMatchObject({ message: 'Family not found' });
    expect((await f.member(owner, kid.id)).profileImage).toMatch(/\/photo\?v=/);
  });
});
