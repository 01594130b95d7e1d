import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './signing.js';

describe('signed tokens', () => {
  const exp = Math.floor(Date.now() / 1000) + 60;
  it('round-trips its claims with the same secret', () => {
    expect(verifyJwt('s3cret', signJwt('s3cret', { sub: 7, exp }))).toMatchObject({ sub: 7 });
  });
  it('refuses another secret, a tampered body and an expired token', () => {
    const t = signJwt('s3cret', { sub: 7, exp });
    expect(verifyJwt('other', t)).toBeNull();
    const [h, , s] = t.split('.');
    expect(verifyJwt('s3cret', `${h}.${Buffer.from(JSON.stringify({ sub: 8, exp })).toString('base64url')}.${s}`)).toBeNull();
    expect(verifyJwt('s3cret', signJwt('s3cret', { sub: 7, exp: exp - 120 }))).toBeNull();
  });
});
