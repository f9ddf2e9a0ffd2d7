import jwt from 'jsonwebtoken';
import { FixedClock } from '../clock/clock';
import { AccessTokenService } from './access-token.service';

const secret = 'unit-test-secret-of-some-length-0123';

describe('AccessTokenService.verify', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const service = new AccessTokenService(secret, new FixedClock(now));

  test('accepts the tokens it issues', () => {
    const { token } = service.issue('user-1', 'READER', 3);
    expect(service.verify(token)).toMatchObject({ sub: 'user-1', typ: 'READER', ver: 3 });
  });

  test('refuses a correctly signed token without a token version (the guard could not tell it from an ended one)', () => {
    const unversioned = jwt.sign({ sub: 'user-1', typ: 'READER', exp: Math.floor(now.getTime() / 1000) + 60 }, secret, {
      algorithm: 'HS256',
    });
    expect(service.verify(unversioned)).toBeNull();
  });

  test('refuses a correctly signed token that has no exp (it would never expire)', () => {
    const forever = jwt.sign({ sub: 'user-1', typ: 'ADMIN', iat: Math.floor(now.getTime() / 1000) }, secret, {
      algorithm: 'HS256',
      noTimestamp: true,
    });
    expect(service.verify(forever)).toBeNull();
  });

  test('refuses an expired token', () => {
    const old = jwt.sign({ sub: 'user-1', typ: 'ADMIN', exp: Math.floor(now.getTime() / 1000) - 1 }, secret, {
      algorithm: 'HS256',
    });
    expect(service.verify(old)).toBeNull();
  });
});
