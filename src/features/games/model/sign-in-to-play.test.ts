import { describe, expect, it } from 'vitest';
import { pendingPlay, playAfterSignIn } from './sign-in-to-play';

describe('a game a guest tapped opens once they are signed in', () => {
  it('waits while the sign-in or registration panel is open', () => {
    expect(pendingPlay({ signedIn: false, panelOpen: true })).toBe('wait');
    expect(pendingPlay({ signedIn: true, panelOpen: true })).toBe('wait');
  });

  it('launches once signed in and the panel has closed', () => {
    expect(pendingPlay({ signedIn: true, panelOpen: false })).toBe('launch');
  });

  it('is forgotten when the guest closes the panel without signing in', () => {
    expect(pendingPlay({ signedIn: false, panelOpen: false })).toBe('forget');
  });

  it('reads only a game id from the URL', () => {
    expect(playAfterSignIn(new URLSearchParams('dialog=login&play=5021'))).toBe(5021);
    expect(playAfterSignIn(new URLSearchParams('play=abc'))).toBeNull();
    expect(playAfterSignIn(new URLSearchParams('play=0'))).toBeNull();
    expect(playAfterSignIn(new URLSearchParams(''))).toBeNull();
  });
});
