import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP-recommended cost. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));
