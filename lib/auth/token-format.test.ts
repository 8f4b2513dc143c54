import { looksLikeBackendToken } from './token-format';

describe('looksLikeBackendToken', () => {
  it("takes this backend's tokens and the original's Sanctum tokens", () => {
    expect(looksLikeBackendToken('yrocUHgkfIsVfxsk_9HmYlWJyYekz15xN59zbHFDOOg')).toBe(true);
    expect(looksLikeBackendToken('12|Zx8kP2mQ7vLr4tNw9yBc1dFh6jKs3aGe5uTo0iXp')).toBe(true);
  });

  it('refuses what cannot be a token', () => {
    expect(looksLikeBackendToken('short')).toBe(false);
    expect(looksLikeBackendToken('12|with space in the secret part')).toBe(false);
    expect(looksLikeBackendToken('line\r\nbreak-abcdefghijklmnop')).toBe(false);
    expect(looksLikeBackendToken('x'.repeat(513))).toBe(false);
  });
});
