import { describe, expect, it, vi } from 'vitest';
import { askEarly, openEarlyRequests } from './early';

describe('issue 30: data asked for ahead leaves once the HTTP layer is ready', () => {
  it('waits for the page’s language and session, then leaves at once', () => {
    const first = vi.fn();
    askEarly(first);
    expect(first).not.toHaveBeenCalled();
    openEarlyRequests();
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    askEarly(later);
    expect(later).toHaveBeenCalledOnce();
    openEarlyRequests();
    expect(first).toHaveBeenCalledOnce();
  });
});
