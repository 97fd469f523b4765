import { Injectable } from '@nestjs/common';
import { hash, verify, Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
const OWASP = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OWASP);
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
  async verifyAgainstNothing(password: string): Promise<false> {
    await hash(password, OWASP);
    return false;
  }
}
