import { AuditPageResponseSchema } from '@storefront/contract/admin-audit';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { SellerProfileResponseSchema, SHOP_HEADER } from '@storefront/contract/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addBusinessOwner,
  addShopSeller,
  placeTwoShopOrder,
  postStatus,
  type Seller,
  type TwoShopOrder,
} from '../../test/seller-fixtures';
import { addOwner } from '../seller/seller-accounts.service';
import { loginRequest } from '../../test/account-fixtures';

describe.each(testDialects())(
  'owners: every shop, the business calls, the audit log on %s',
  (dialect) => {
    let t: TestApp;
    let w: CheckoutWorld;
    let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
    let staff: Seller;
    let order: TwoShopOrder;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      w = await addCheckoutWorld(t);
      owner = await addBusinessOwner(t);
      staff = await addShopSeller(t, w.shop.guid);
      order = await placeTwoShopOrder(t, w);
    });
    afterAll(() => t.close());

    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/v1/seller/me', headers });

    it('acts in the shop its request names, and in the default shop when it names none', async () => {
      const inBookShop = await me({ ...owner.auth, [SHOP_HEADER]: w.bookShop.guid });
      expect(inBookShop.statusCode).toBe(200);
      const profile = parseBody(SellerProfileResponseSchema, inBookShop.body).data;
      expect(profile).toMatchObject({ role: 'Owner', shop: { guid: w.bookShop.guid } });
      const inDefault = await me(owner.auth);
      expect(inDefault.statusCode).toBe(200);
      const shops = await t.db.kysely.selectFrom('shops').select(['guid', 'isDefault']).execute();
      const defaultShop = shops.find((s) => s.isDefault === 1) ?? shops[0]!;
      expect(parseBody(SellerProfileResponseSchema, inDefault.body).data.shop.guid).toBe(
        defaultShop.guid,
      );
    });

    it('refuses a shop that does not exist or an id that is not one (404, never a 5xx)', async () => {
      for (const named of ['9b2f4c1e-0000-4000-8000-000000000000', 'not-a-guid', "' or 1=1 --"]) {
        const res = await me({ ...owner.auth, [SHOP_HEADER]: named });
        expect(res.statusCode, named).toBe(404);
        expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/no such shop/i);
      }
    });

    it('ignores the header on a staff token: staff stay in their own shop', async () => {
      const res = await me({ ...staff.auth, [SHOP_HEADER]: w.bookShop.guid });
      expect(res.statusCode).toBe(200);
      expect(parseBody(SellerProfileResponseSchema, res.body).data).toMatchObject({
        role: 'Seller',
        shop: { guid: w.shop.guid },
      });
    });

    it('keeps the audit log from staff and shoppers (403) and from visitors (401)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/v1/admin/audit' })).statusCode).toBe(401);
      for (const headers of [staff.auth, w.alice.auth]) {
        const res = await t.app.inject({ method: 'GET', url: '/v1/admin/audit', headers });
        expect(res.statusCode).toBe(403);
        expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/owners only/);
      }
    });

    it("writes an owner's order move in a shop into the audit log, and not a staff member's", async () => {
      const before = parseBody(
        AuditPageResponseSchema,
        (await t.app.inject({ method: 'GET', url: '/v1/admin/audit', headers: owner.auth })).body,
      ).data.totalCount;
      const inShop = { auth: { ...owner.auth, [SHOP_HEADER]: w.shop.guid } };
      const moved = await postStatus(t.app, inShop, order.longyi, { status: 'Confirmed' });
      expect(moved.statusCode, moved.body).toBe(200);
      // The same order of another shop is not found from this shop (404), and nothing is logged.
      const elsewhere = await postStatus(t.app, inShop, order.book, { status: 'Confirmed' });
      expect(elsewhere.statusCode).toBe(404);
      const byStaff = await postStatus(t.app, staff, order.longyi, { status: 'Shipping' });
      expect(byStaff.statusCode).toBe(200);

      // The entry is written after the answer: wait for it.
      let page = parseBody(
        AuditPageResponseSchema,
        (await t.app.inject({ method: 'GET', url: '/v1/admin/audit', headers: owner.auth })).body,
      ).data;
      for (let i = 0; i < 50 && page.totalCount === before; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
        page = parseBody(
          AuditPageResponseSchema,
          (await t.app.inject({ method: 'GET', url: '/v1/admin/audit', headers: owner.auth })).body,
        ).data;
      }
      expect(page.totalCount).toBe(before + 1);
      expect(page.items[0]).toMatchObject({
        actorGuid: owner.guid,
        actorName: owner.username,
        entityGuid: order.longyi,
        shopGuid: w.shop.guid,
        after: { body: { status: 'Confirmed' } },
      });
    });

    it('refuses a taken username and a common password for a new owner', async () => {
      await expect(
        addOwner(t.db, { username: owner.username, password: 'a-long-unusual-pass-71', name: 'X' }),
      ).rejects.toThrow(/already taken/);
      await expect(
        addOwner(t.db, { username: 'owner-two-x', password: 'password123', name: 'Y' }),
      ).rejects.toThrow();
    });

    it('refuses the right password of a switched-off account (403) and ends its tokens', async () => {
      await t.db.kysely
        .updateTable('users')
        .set({ disabledAt: new Date().toISOString() })
        .where('guid', '=', staff.guid)
        .execute();
      expect((await me(staff.auth)).statusCode).toBe(401);
      const login = await loginRequest(
        t.app,
        staff.username,
        `seller-${staff.username.slice(6)}-pass`,
      );
      expect(login.statusCode).toBe(403);
      expect(parseBody(ErrorEnvelopeSchema, login.body).message).toMatch(/switched off/);
    });
  },
);
