import { describe, expect, it } from 'vitest';
import { makeZip } from './zip-fixtures';
import { selectImportFiles } from './zip-selection';

const MB = 1024 * 1024;
const asFile = (blob: Blob, name: string) => new File([blob], name, { type: blob.type });

describe('choosing what leaves the device', () => {
  it('keeps only allow-listed files of a zip and of the parts a meta zip nests, and reads them', async () => {
    const instagram = await makeZip({
      'ads_information/ads_and_topics/ads_viewed.json': '{"impressions_history_ads_seen": []}',
      'your_instagram_activity/messages/inbox/anna_1/message_1.json': '{"messages": ["secret"]}',
      'media/posts/202501/photo.jpg': 'jpeg bytes',
      'preferences/your_topics/no-data.txt': 'You have no data in this section',
    });
    const facebook = await makeZip({
      "ads_information/advertisers_you've_interacted_with.json": '{"history_v2": []}',
    });
    const meta = await makeZip({ 'instagram-sam-2026.zip': instagram, 'facebook-sam-2026.zip': facebook });
    const loose = new File(['{"topics_v2": ["Chess"]}'], 'your_topics.txt');
    const picked = await selectImportFiles(
      [asFile(meta, 'meta-2026-Jan-01.zip'), loose, new File(['x'], 'x.pdf')],
      MB,
    );
    expect(picked.files.map((f) => f.name)).toEqual([
      'ads_viewed.json',
      "advertisers_you've_interacted_with.json",
      'your_topics.txt',
    ]);
    expect(picked.keptLocal).toBe(3);
    expect(picked.refused).toEqual(['x.pdf']);
    expect(picked.files[0]?.from).toBe(
      'meta-2026-Jan-01.zip › instagram-sam-2026.zip › ads_information/ads_and_topics',
    );
    expect(await picked.files[0]?.read()).toBe('{"impressions_history_ads_seen": []}');
  });

  it('leaves a file over the per-file cap on the device', async () => {
    const big = `[${'1,'.repeat(600_000)}1]`;
    const zip = await makeZip({ 'likes/liked_posts.json': big });
    const picked = await selectImportFiles([asFile(zip, 'instagram.zip')], MB);
    expect(picked.files).toEqual([]);
    expect(picked.tooLarge).toEqual(['liked_posts.json']);
  });
});
