import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_CODE_PREFIX } from '#common/families';
import { isUniqueViolation } from '../../db/errors';

export const INVITE_CODE_INDEX = 'family_accounts_invite_code_idx';
const MAX_ATTEMPTS = 5;

/** 'INV-' + 9 characters from a cryptographic RNG: 32^9 ≈ 3.5e13 codes, nothing to guess from. */
export function generateInviteCode(): string {
  let code = INVITE_CODE_PREFIX;
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Runs `write` with a fresh code, drawing a new one when it collides with an existing code. */
export async function withFreshInviteCode<T>(
  write: (code: string) => Promise<T>,
  nextCode: () => string = generateInviteCode,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(nextCode());
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(err, INVITE_CODE_INDEX)) throw err;
    }
  }
}
