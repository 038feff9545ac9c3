// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defectiveBody, plantedDefects } from './defects.ts';

describe('the defects the contract check test plants in the standalone fake', () => {
  it('are off unless named, and an unknown name is refused', () => {
    expect(plantedDefects(undefined).size).toBe(0);
    expect([...plantedDefects('renamed-field, agent-accepts-member')]).toEqual([
      'renamed-field',
      'agent-accepts-member',
    ]);
    expect(() => plantedDefects('renamed-feild')).toThrow(/unknown renamed-feild/);
  });

  it('renamed-field renames the profile username, and nothing else', () => {
    const profile = JSON.stringify({ status: 200, message: 'OK', data: { username: 'demo001' } });
    const renamed = defectiveBody(
      plantedDefects('renamed-field'),
      '/api/member/userprofile',
      profile,
    );
    expect(JSON.parse(renamed ?? '{}')).toEqual({
      status: 200,
      message: 'OK',
      data: { user_name: 'demo001' },
    });
    expect(defectiveBody(plantedDefects(''), '/api/member/userprofile', profile)).toBeNull();
    expect(
      defectiveBody(plantedDefects('renamed-field'), '/api/member/personal_info', profile),
    ).toBeNull();
  });
});
