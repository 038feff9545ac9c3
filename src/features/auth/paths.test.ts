import { describe, expect, it } from 'vitest';
import { isAuthFlowPath } from './paths';

describe('no popup opens over the sign-in, registration and password reset pages', () => {
  it('knows those pages', () => {
    expect(isAuthFlowPath('/login')).toBe(true);
    expect(isAuthFlowPath('/retrieve')).toBe(true);
    expect(isAuthFlowPath('/signup/AB12CD')).toBe(true);
    expect(isAuthFlowPath('/signup/qr/AB12CD')).toBe(true);
  });

  it('and no other page', () => {
    expect(isAuthFlowPath('/')).toBe(false);
    expect(isAuthFlowPath('/games/SlotMachine')).toBe(false);
    expect(isAuthFlowPath('/retrieved')).toBe(false);
  });
});
