import { describe, expect, it } from 'vitest';
import { prefillFromShare } from './share-target';

const from = (query: string) => prefillFromShare(new URLSearchParams(query));

describe('a shared post or ad', () => {
  it('takes the link from url, and the text as the description', () => {
    expect(
      from('title=Cosy%20jumper&text=Only%20%2429%20today&url=https%3A%2F%2Fwww.instagram.com%2Fp%2Fabc%2F'),
    ).toEqual({
      title: 'Cosy jumper',
      description: 'Only $29 today',
      url: 'https://www.instagram.com/p/abc/',
      platform: 'instagram',
    });
  });

  it('finds the link inside the text, as Instagram shares it, and takes it out of the description', () => {
    expect(
      from('text=Look%20at%20this%20https%3A%2F%2Fwww.tiktok.com%2F%40shop%2Fvideo%2F1%20so%20cute'),
    ).toEqual({
      title: '',
      description: 'Look at this so cute',
      url: 'https://www.tiktok.com/@shop/video/1',
      platform: 'tiktok',
    });
  });

  it('ignores a link that is not a web link, and gives nothing when nothing was shared', () => {
    expect(from('url=javascript%3Aalert(1)&title=Hi')).toMatchObject({ url: '', platform: null });
    expect(from('')).toBeNull();
    expect(from('track=quick')).toBeNull();
  });
});
