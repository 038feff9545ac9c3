import { describe, expect, it } from 'vitest';
import type { GameItem, GameTypeItem } from '@/api/generated/model';
import { otherFamilyMatches } from './search';

const family = (id: number, name: string) =>
  ({
    id,
    name,
    lower_name: name.toLowerCase(),
    underscore_name: name.toLowerCase(),
    icon: '',
    sort: id,
    show: 1,
  }) as GameTypeItem;

const game = (id: number, gameType: number) =>
  ({
    id,
    name: `Game ${id}`,
    image: '',
    channel_id: 1,
    channel_name: 'Provider',
    game_type: gameType,
    is_hot: false,
    is_new: false,
    is_favourite: false,
    status: 1,
  }) as GameItem;

describe('a search that finds nothing in this family points to the families where it found games', () => {
  const families = [family(3, 'Casino'), family(2, 'SlotMachine'), family(4, 'FishHunting')];

  it('counts the matches of every other family, in the families order', () => {
    const found = otherFamilyMatches([game(1, 4), game(2, 3), game(3, 4)], families, 2);
    expect(found.map(({ family: f, count }) => [f.name, count])).toEqual([
      ['Casino', 1],
      ['FishHunting', 2],
    ]);
  });

  it('leaves out the family shown and families the site does not list', () => {
    expect(otherFamilyMatches([game(1, 2), game(2, 9)], families, 2)).toEqual([]);
  });
});
