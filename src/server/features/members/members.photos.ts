import {
  type FamilyMember,
  MAX_MEMBER_PHOTO_BYTES,
  type MemberPictureInput,
  PHOTO_DATA_URL_PATTERN,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
} from '../../../common/members';
import { AppError, badRequest, notFound } from '../../errors';
import type { FamilyAccess } from '../families/families.service';
import { createMemberAccess } from './members.access';
import type { MembersRepository } from './members.repository';

export const NO_ACCOUNT_PICTURE_MESSAGE = 'There is no sign-in picture to go back to for this profile.';

/** The first bytes each accepted type starts with, so a renamed file is not served as an image. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Decodes a data URL the body schema already shaped; checks size before and type after decoding. */
export function decodePhoto(dataUrl: string): { mime: string; data: Buffer } {
  const match = PHOTO_DATA_URL_PATTERN.exec(dataUrl);
  const comma = dataUrl.indexOf(',');
  if (!match || comma < 0) throw badRequest(PHOTO_TYPE_MESSAGE);
  const mime = `image/${match[1]}`;
  const base64 = dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > MAX_MEMBER_PHOTO_BYTES) {
    throw new AppError('payload_too_large', PHOTO_SIZE_MESSAGE);
  }
  const data = Buffer.from(base64, 'base64');
  if (!SIGNATURES[mime]?.(data)) throw badRequest(PHOTO_TYPE_MESSAGE);
  return { mime, data };
}

export function createMemberPhotosService(repo: MembersRepository, families: FamilyAccess) {
  const access = createMemberAccess(repo, families);

  return {
    /** New photo, back to the account's picture, or (null) the emoji avatar. */
    async changePicture(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      input: MemberPictureInput,
    ): Promise<FamilyMember> {
      const scope = await access.editable(memberId, userId, familyId);
      if (input.revertToGoogle) {
        const picture = scope.member.userId === null ? null : await repo.findUserPicture(scope.member.userId);
        if (!picture) throw badRequest(NO_ACCOUNT_PICTURE_MESSAGE);
        await repo.replacePhotoWithUrl(memberId, picture);
      } else if (input.profileImage) {
        const { mime, data } = decodePhoto(input.profileImage);
        await repo.savePhoto(memberId, mime, data);
      } else {
        await repo.replacePhotoWithUrl(memberId, null);
      }
      return access.reread(scope);
    },

    /** Any member of the family may fetch the picture their member list points at. */
    async photo(memberId: number, userId: number, familyId?: number) {
      await access.member(memberId, userId, familyId);
      const photo = await repo.findPhoto(memberId);
      if (!photo) throw notFound('Photo');
      return photo;
    },
  };
}
