// The demo's search synonyms (the operator edits them: /admin/search-synonyms): words shoppers use
// for what the demo sells under another name, in English and Arabic. One way: "shoes" finds sneakers
// and boots, "sneakers" does not find boots.
import type { Db } from '../client';
import * as s from '../schema';

export const demoSynonyms: { term: string; alternatives: string[] }[] = [
  { term: 'shoes', alternatives: ['sneakers', 'boots'] },
  { term: 'trainers', alternatives: ['sneakers'] },
  { term: 'running shoes', alternatives: ['sneakers'] },
  { term: 'coat', alternatives: ['jacket'] },
  { term: 'soccer ball', alternatives: ['football'] },
  { term: 'ball', alternatives: ['football'] },
  { term: 'moisturizer', alternatives: ['face cream'] },
  { term: 'moisturiser', alternatives: ['face cream'] },
  { term: 'lotion', alternatives: ['face cream'] },
  { term: 'earphones', alternatives: ['headphones'] },
  { term: 'earbuds', alternatives: ['headphones'] },
  { term: 'headset', alternatives: ['headphones'] },
  { term: 'phone', alternatives: ['smartphone'] },
  { term: 'mobile', alternatives: ['smartphone'] },
  { term: 'cell phone', alternatives: ['smartphone'] },
  { term: 'computer', alternatives: ['laptop'] },
  { term: 'purse', alternatives: ['handbag'] },
  { term: 'bag', alternatives: ['handbag'] },
  { term: 't shirt', alternatives: ['shirt'] },
  { term: 'tee', alternatives: ['shirt'] },
  { term: 'skillet', alternatives: ['frying pan'] },
  { term: 'pan', alternatives: ['frying pan'] },
  { term: 'cushion', alternatives: ['pillow'] },
  { term: 'fragrance', alternatives: ['perfume'] },
  { term: 'cologne', alternatives: ['perfume'] },
  { term: 'bicycle helmet', alternatives: ['bike helmet'] },
  { term: 'bicycle', alternatives: ['bike'] },
  { term: 'weights', alternatives: ['dumbbell'] },
  { term: 'jigsaw', alternatives: ['puzzle'] },
  { term: 'building blocks', alternatives: ['block set'] },
  { term: 'map', alternatives: ['atlas'] },
  { term: 'dashcam', alternatives: ['dash camera'] },
  { term: 'car camera', alternatives: ['dash camera'] },
  { term: 'احذية', alternatives: ['حذاء', 'جزمة'] },
  { term: 'حذاء', alternatives: ['جزمة'] },
  { term: 'معطف', alternatives: ['سترة'] },
  { term: 'جاكيت', alternatives: ['سترة'] },
  { term: 'جوال', alternatives: ['هاتف ذكي'] },
  { term: 'هواتف', alternatives: ['هاتف'] },
  { term: 'كاميرات', alternatives: ['كاميرا'] },
  { term: 'موبايل', alternatives: ['هاتف ذكي'] },
  { term: 'لابتوب', alternatives: ['حاسوب محمول'] },
  { term: 'كمبيوتر', alternatives: ['حاسوب محمول'] },
  { term: 'مرطب', alternatives: ['كريم وجه'] },
  { term: 'عطور', alternatives: ['عطر'] },
  { term: 'حقائب', alternatives: ['حقيبة'] },
  { term: 'شنطة', alternatives: ['حقيبة'] },
  { term: 'سماعة اذن', alternatives: ['سماعات'] },
];

export async function seedSynonyms(db: Db): Promise<void> {
  await db.insert(s.searchSynonyms).values(demoSynonyms);
}
