// Customers (the demo customer first), their addresses, and shop vouchers.
import { hash } from '@node-rs/argon2';
import type { Db } from '../client';
import * as s from '../schema';
import { demoCustomer } from '../../../lib/demo-credentials';
import { mediaUrl } from '../../media/generate';
import { firstNames, lastNames } from './catalog-words';
import type { Random } from './random';

const DAY = 86_400_000;

export async function seedPeople(db: Db, random: Random, shopIds: number[], now: number): Promise<void> {
  const passwordHash = await hash(demoCustomer.password);
  await db.insert(s.users).values([
    {
      id: 1,
      name: demoCustomer.name,
      phone: demoCustomer.phone,
      phoneCode: demoCustomer.phoneCode,
      country: demoCustomer.country,
      email: demoCustomer.email,
      passwordHash,
      phoneVerified: true,
      emailVerified: true,
      accountVerified: true,
      profilePhoto: mediaUrl('avatars/a-1.webp'),
      referralCode: 'DEMO2024',
      affiliationBalance: 1250,
      createdAt: new Date(now - 200 * DAY),
    },
    ...Array.from({ length: 6 }, (_, i) => ({
      id: i + 2,
      name: `${firstNames[i]} ${lastNames[i]}`,
      phone: `20255501${String(i + 10).padStart(2, '0')}`,
      phoneCode: '1',
      country: 'United States',
      email: `customer${i + 2}@example.com`,
      passwordHash,
      phoneVerified: true,
      emailVerified: true,
      accountVerified: true,
      profilePhoto: mediaUrl(`avatars/a-${(i % 8) + 1}.webp`),
      referralCode: `FRIEND${i + 2}`,
      referredById: i < 2 ? 1 : null,
      createdAt: new Date(now - (150 - i * 10) * DAY),
    })),
  ]);
  await db.insert(s.referrals).values([
    { referrerId: 1, referredUserId: 2, orders: 3, earned: 750 },
    { referrerId: 1, referredUserId: 3, orders: 2, earned: 500 },
  ]);
  await db.insert(s.addresses).values([
    { userId: 1, name: demoCustomer.name, phone: demoCustomer.phone, area: 'Downtown', flatNo: '12B', addressType: 'home', addressLine: '42 Elm Street', addressLine2: 'Springfield', postCode: '12345', isDefault: true },
    { userId: 1, name: demoCustomer.name, phone: demoCustomer.phone, area: 'Business Park', flatNo: '3', addressType: 'office', addressLine: '9 Commerce Way', postCode: '12350', isDefault: false },
  ]);
  const coupons: (typeof s.coupons.$inferInsert)[] = [];
  for (const shopId of shopIds) {
    coupons.push(
      { shopId, code: `SHOP${shopId}SAVE10`, discountType: 'Percentage', discount: 1000, minOrderAmount: 2000, maxDiscountAmount: 1500, startAt: new Date(now - 5 * DAY), endAt: new Date(now + 30 * DAY) },
      { shopId, code: `SHOP${shopId}OFF5`, discountType: 'Amount', discount: 500, minOrderAmount: 3000, startAt: new Date(now - 2 * DAY), endAt: new Date(now + 14 * DAY) },
    );
    if (random.chance(0.5)) {
      coupons.push({ shopId, code: `SHOP${shopId}BIG20`, discountType: 'Percentage', discount: 2000, minOrderAmount: 10000, maxDiscountAmount: 5000, startAt: new Date(now - DAY), endAt: new Date(now + 7 * DAY) });
    }
  }
  // Shop 1's voucher for its followers only: collecting it asks the shopper to follow the shop.
  const fansShop = shopIds[0];
  coupons.push({ shopId: fansShop, code: `SHOP${fansShop}FANS15`, discountType: 'Percentage', discount: 1500, minOrderAmount: 2000, maxDiscountAmount: 2000, followersOnly: true, startAt: new Date(now - DAY), endAt: new Date(now + 30 * DAY) });
  // A voucher with few uses over every shopper: the voucher centre shows how many are left.
  if (shopIds.length > 0) {
    coupons.push({ shopId: shopIds[0], code: `SHOP${shopIds[0]}LAST50`, discountType: 'Amount', discount: 1500, minOrderAmount: 5000, usageLimit: 50, startAt: new Date(now - DAY), endAt: new Date(now + 10 * DAY) });
  }
  await db.insert(s.coupons).values(coupons);
  // Two of the other customers follow shop 1, so its page shows followers from the start.
  await db.insert(s.shopFollowers).values([
    { userId: 2, shopId: fansShop },
    { userId: 3, shopId: fansShop },
  ]);
}
