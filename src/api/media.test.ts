import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('spec §7: media paths with a storage segment go to the storage origin', () => {
  it('rewrites /storage/... to the storage base URL', () => {
    expect(mediaUrl('/storage/games/1.svg?title=X', 'https://cdn.fortuna.example')).toBe(
      'https://cdn.fortuna.example/games/1.svg?title=X',
    );
    expect(mediaUrl('/storage/games/1.svg')).toBe('/storage/games/1.svg');
  });
  it('leaves absolute and other paths alone', () => {
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(mediaUrl('/favicon.svg')).toBe('/favicon.svg');
    expect(mediaUrl(null)).toBeUndefined();
  });
});
