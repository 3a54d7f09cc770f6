import { MEMBER_EDIT_FORBIDDEN, NO_ACCOUNT_PICTURE } from '#common/endpoints/members.errors';
import type { FamilyMember, MemberPictureInput } from '#common/members';
import { notFound, refusal } from '../../errors';
import type { Access } from '../../lib/access';
import { imageFromDataUrl } from '../../lib/images';
import { toMemberView } from './members.mappers';
import type { MembersRepository } from './members.repository';

export function createMemberPhotosService(repo: MembersRepository, access: Access) {
  return {
    /** New photo, back to the account's picture, or (null) the emoji avatar. */
    async changePicture(
      memberId: number,
      userId: number,
      familyId: number | undefined,
      input: MemberPictureInput,
    ): Promise<FamilyMember> {
      const scope = await access.requireEditor(memberId, userId, familyId, MEMBER_EDIT_FORBIDDEN);
      const familyOf = scope.family.id;
      if (input.revertToGoogle) {
        const picture = scope.member.userId === null ? null : await repo.findUserPicture(scope.member.userId);
        if (!picture) throw refusal(NO_ACCOUNT_PICTURE);
        await repo.replacePhotoWithUrl(memberId, familyOf, picture);
      } else if (input.profileImage) {
        const { mime, data } = await imageFromDataUrl(input.profileImage);
        await repo.savePhoto(memberId, familyOf, mime, data);
      } else {
        await repo.replacePhotoWithUrl(memberId, familyOf, null);
      }
      const updated = await access.rereadMember(scope);
      return toMemberView(updated.member, updated.familyPrivacy, updated.viewer);
    },

    /** Any member of the family may fetch the picture their member list points at. */
    async photo(memberId: number, userId: number, familyId?: number) {
      const scope = await access.requireMember(memberId, userId, familyId);
      const photo = await repo.findPhoto(memberId, scope.family.id);
      if (!photo) throw notFound('Photo');
      return photo;
    },
  };
}
