import { describe, expect, it } from 'vitest';
import type { GameTypeItem } from '@/api/generated/model';
import { navigationFamilies } from './nav';

const type = (id: number, name: string, sort: number, show: 0 | 1 = 1) =>
  ({
    id,
    name,
    lower_name: name.toLowerCase(),
    underscore_name: name.toLowerCase(),
    icon: '',
    sort,
    show,
  }) as GameTypeItem;

describe('spec §1: navigation categories', () => {
  const all = [
    type(1, 'Sport', 3),
    type(2, 'SlotMachine', 4),
    type(3, 'Casino', 1),
    type(9, 'Pachinko', 9),
    type(7, 'Lottery', 2),
    type(8, 'Chess', 8, 0),
  ];

  it('shows only the eight navigation categories the server shows (not Pachinko, not hidden ones)', () => {
    expect(navigationFamilies(all).map((t) => t.name)).toEqual([
      'Casino',
      'Lottery',
      'Sport',
      'SlotMachine',
    ]);
  });

  it('follows the server order game_type_sort when it is given', () => {
    expect(navigationFamilies(all, [2, 1, 3, 7]).map((t) => t.name)).toEqual([
      'SlotMachine',
      'Sport',
      'Casino',
      'Lottery',
    ]);
  });
});
