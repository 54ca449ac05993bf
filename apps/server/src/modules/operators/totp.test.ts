import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, otpauthUrl, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP codes', () => {
  it.each([
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('writes and reads base32 as authenticator apps do', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi==')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeNull();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('accepts the code of the current step and of one step either side, not two', () => {
    const now = 1_234_567_890_000;
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(Math.floor(now / 30_000));
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).not.toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).not.toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBeNull();
  });

  it('refuses a code of a step already used, anything but six digits, and ignores spaces', () => {
    const now = 1_234_567_890_000;
    const code = totpCode(RFC_SECRET, now);
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, now, step - 1)).toBe(step);
    expect(verifyTotp(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    for (const bad of ['', '12345', '1234567', 'abcdef', '12345a']) expect(verifyTotp(RFC_SECRET, bad, now)).toBeNull();
  });

  it('links an authenticator app with issuer, account and parameters', () => {
    expect(otpauthUrl('ABC', 'chief.owner')).toBe(
      'otpauth://totp/Pana:chief.owner?secret=ABC&issuer=Pana&algorithm=SHA1&digits=6&period=30',
    );
  });
});
