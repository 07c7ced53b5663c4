import { describe, expect, it } from 'vitest';
import { pictureView, roomFacts } from '@/domain/pictures';

const picture = {
  Url: '/rooms/cld-960.webp',
  Width: 960,
  Height: 640,
  Alt: 'A double bed under a window onto the sea',
  Renditions: [
    { Url: '/rooms/cld-1440.webp', Width: 1440 },
    { Url: '/rooms/cld-480.webp', Width: 480 },
    { Url: '/rooms/cld-320.webp', Width: 320 },
  ],
};

describe('pictureView', () => {
  it('gives the largest file as src and every file by width, smallest first, as srcset', () => {
    expect(pictureView([picture, { ...picture, Url: '/second.webp' }])).toEqual({
      src: '/rooms/cld-960.webp',
      // the 1440 "rendition" is larger than the picture itself: not a rendition, left out
      srcSet: '/rooms/cld-320.webp 320w, /rooms/cld-480.webp 480w, /rooms/cld-960.webp 960w',
      width: 960,
      height: 640,
      alt: 'A double bed under a window onto the sea',
    });
  });

  it('a picture with no renditions is its own srcset; no pictures give none', () => {
    expect(pictureView([{ ...picture, Renditions: [] }])?.srcSet).toBe('/rooms/cld-960.webp 960w');
    expect(pictureView([])).toBeNull();
    expect(pictureView(undefined)).toBeNull();
  });
});

describe('roomFacts', () => {
  it('size, beds and occupancy, each only when known', () => {
    expect(roomFacts({ SizeSquareMetres: 24, Beds: '1 double bed' }, 3)).toEqual([
      '24 m²',
      '1 double bed',
      'Sleeps up to 3',
    ]);
    expect(roomFacts({ SizeSquareMetres: null, Beds: '2 single beds' }, null)).toEqual(['2 single beds']);
    expect(roomFacts({ SizeSquareMetres: null, Beds: null }, null)).toEqual([]);
  });
});
