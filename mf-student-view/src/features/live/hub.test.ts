import { expiresSoon, liveErrorCode } from './hub';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('the live link', () => {
  it("reads a hub error's LIVE_ERRORS code, wrapped or not; anything else is no code", () => {
    expect(liveErrorCode(new Error('LIVE_NICKNAME_TAKEN'))).toBe('LIVE_NICKNAME_TAKEN');
    expect(liveErrorCode(new Error("An unexpected error occurred invoking 'Join' on the server. LIVE_FULL"))).toBe(
      'LIVE_FULL',
    );
    expect(liveErrorCode(new Error('LIVE_SOMETHING_ELSE'))).toBeNull();
    expect(liveErrorCode(new Error('WebSocket closed'))).toBeNull();
    expect(liveErrorCode(undefined)).toBeNull();
  });

  it('renews a teacher token less than a minute from its expiry, not a fresh one nor a token it cannot read', () => {
    const now = 1_800_000_000_000;
    expect(expiresSoon(jwt({ exp: now / 1000 + 30 }), now)).toBe(true);
    expect(expiresSoon(jwt({ exp: now / 1000 - 5 }), now)).toBe(true);
    expect(expiresSoon(jwt({ exp: now / 1000 + 600 }), now)).toBe(false);
    expect(expiresSoon('not-a-jwt', now)).toBe(false);
  });
});
