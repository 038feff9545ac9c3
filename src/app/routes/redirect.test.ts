import { describe, expect, it } from 'vitest';
import { loader } from './redirect';

const answer = (target: string) => {
  try {
    return loader({
      request: new Request(`http://fortuna.test/redirect?target=${encodeURIComponent(target)}`),
    });
  } catch (thrown) {
    return thrown;
  }
};
const location = (thrown: unknown) =>
  thrown instanceof Response ? [thrown.status, thrown.headers.get('location')] : thrown;

describe('spec §2 /redirect?target=…, answered by the server', () => {
  it('a path of this site is a redirect there; anything else a redirect home', () => {
    expect(location(answer('/area_forbidden'))).toEqual([302, '/area_forbidden']);
    expect(location(answer('/promotion?id=1'))).toEqual([302, '/promotion?id=1']);
    for (const elsewhere of ['https://evil.example/', '//evil.example', 'javascript:alert(1)'])
      expect(location(answer(elsewhere)), elsewhere).toEqual([302, '/']);
  });

  it('an invitation’s sign-up is the page’s to follow, which clears the session first', () => {
    expect(answer('/signup/318205')).toBeNull();
  });
});
