import { createHash } from 'node:crypto';
import argon2 from 'argon2';

/**
 * The spec has the browser send the old password as base64(SHA-1(password)) when changing it. So
 * that the server can check that form too, every password is first reduced to that digest and the
 * digest is what argon2id hashes. The digest is only a transport form: argon2id does the work.
 */
export function passwordDigest(plainPassword: string): string {
  return createHash('sha1').update(plainPassword, 'utf8').digest('base64');
}

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  hashDigest(digest: string): Promise<string> {
    return argon2.hash(digest, ARGON2_OPTIONS);
  }

  hashPlain(plainPassword: string): Promise<string> {
    return this.hashDigest(passwordDigest(plainPassword));
  }

  async verifyDigest(hash: string, digest: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, digest);
    } catch {
      return false;
    }
  }

  verifyPlain(hash: string, plainPassword: string): Promise<boolean> {
    return this.verifyDigest(hash, passwordDigest(plainPassword));
  }
}
