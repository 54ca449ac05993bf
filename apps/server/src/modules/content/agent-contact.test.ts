import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createPlayerWithToken } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createAdmin } from '../operators/service.ts';

/**
 * What a player of an agent sees instead of the house's (ADR 029): the agent's name and numbers in every
 * answer Contact Admin reads (user info, the dashboard, the social data), the agent's UPI id in every
 * answer Add Funds reads (the gateway status, the QR payment, the older apps' bank details). A house
 * player and a visitor without a token keep the house's, byte for byte as before.
 */
let t: TestApp;
let agentId: number;
let agentPlayer: { id: number; token: string };
let housePlayer: { id: number; token: string };

const HOUSE = { mobile_1: '9000000001', whatsapp_no: '9000000001' };

beforeEach(async () => {
  t = await createTestApp();
  agentId = await createAdmin(
    t.db,
    { username: 'agent-ravi', password: ADMIN_PASSWORD, role: 'viewer' },
    t.clock.now(),
  );
  await t.db
    .updateTable('admins')
    .set({
      role: 'agent',
      invite_code: 'RAV234',
      display_name: 'Ravi Traders',
      contact_mobile: '9811111111',
      whatsapp: '9822222222',
      upi_id: 'ravi@okaxis',
    })
    .where('id', '=', agentId)
    .execute();
  agentPlayer = await createPlayerWithToken(t, { balance: 100 });
  await t.db.updateTable('users').set({ agent_id: agentId }).where('id', '=', agentPlayer.id).execute();
  housePlayer = await createPlayerWithToken(t, { balance: 100 });
});
afterEach(() => t.close());

const withToken = (p: { token: string } | null) => (p ? { unique_token: p.token } : {});

describe("Contact Admin for an agent's player", () => {
  it("answers the agent's numbers and name in user info, the dashboard and the social data", async () => {
    const info = await t.call('/api-get-user-info', withToken(agentPlayer));
    expect(info.body).toMatchObject({
      status: true,
      mobile_1: '9811111111',
      whatsapp_no: '9822222222',
      contact_name: 'Ravi Traders',
    });
    const dashboard = await t.call('/api-get-dashboard-data', withToken(agentPlayer));
    expect(dashboard.body).toMatchObject({
      status: true,
      mobile_1: '9811111111',
      whatsapp_no: '9822222222',
      contact_name: 'Ravi Traders',
      wallet_amt: 100,
    });
    const social = await t.call('/api-get-social-data', withToken(agentPlayer));
    expect(social.body).toMatchObject({
      mobile_no: '9811111111',
      mobile_1: '9811111111',
      whatsapp_no: '9822222222',
      contact_name: 'Ravi Traders',
    });
  });

  it("keeps the house's for a house player and for a visitor without a token (no contact_name)", async () => {
    for (const who of [housePlayer, null]) {
      if (who) {
        const info = await t.call('/api-get-user-info', withToken(who));
        expect(info.body).toMatchObject(HOUSE);
        expect(info.body).not.toHaveProperty('contact_name');
      }
      const dashboard = await t.call('/api-get-dashboard-data', { unique_token: who?.token ?? null });
      expect(dashboard.body).toMatchObject(HOUSE);
      expect(dashboard.body).not.toHaveProperty('contact_name');
      const social = await t.call('/api-get-social-data', withToken(who));
      expect(social.body).toMatchObject(HOUSE);
      expect(social.body).not.toHaveProperty('contact_name');
    }
    // A token that names no session is a visitor's, as before.
    expect((await t.call('/api-get-social-data', { unique_token: 'no-such-token' })).body).toMatchObject(HOUSE);
  });

  it("one number serves for both; an agent who set none leaves the house's", async () => {
    await t.db.updateTable('admins').set({ whatsapp: null }).where('id', '=', agentId).execute();
    expect((await t.call('/api-get-user-info', withToken(agentPlayer))).body).toMatchObject({
      mobile_1: '9811111111',
      whatsapp_no: '9811111111',
    });
    await t.db.updateTable('admins').set({ contact_mobile: null }).where('id', '=', agentId).execute();
    const info = await t.call('/api-get-user-info', withToken(agentPlayer));
    expect(info.body).toMatchObject(HOUSE);
    expect(info.body).not.toHaveProperty('contact_name');
  });
});

describe("Add Funds for an agent's player", () => {
  it("answers the agent's UPI id (no house QR, no gateway) where the agent set one", async () => {
    const status = await t.call('/api-get-gateway-status', withToken(agentPlayer));
    expect(status.body).toMatchObject({
      status: true,
      getaway_status: '0',
      online_gateway: '',
      utr_matching: false,
      agent_upi_id: 'ravi@okaxis',
      agent_name: 'Ravi Traders',
    });
    const qr = await t.call('/api-get-qr-pay', withToken(agentPlayer));
    expect(qr.body.qrdata).toEqual([{ qr_image: '', upi_id: 'ravi@okaxis' }]);
    const bank = await t.call('/api-admin-bank-details', withToken(agentPlayer));
    expect(bank.body.bank_details[0]).toMatchObject({
      upi_payment_id: 'ravi@okaxis',
      google_upi_payment_id: 'ravi@okaxis',
    });
  });

  it("answers the house's for a house player, a visitor, an agent without a UPI id and a suspended agent", async () => {
    const house = async (who: { token: string } | null) => {
      const status = await t.call('/api-get-gateway-status', withToken(who));
      expect(status.body).not.toHaveProperty('agent_upi_id');
      const qr = await t.call('/api-get-qr-pay', withToken(who));
      expect(qr.body.qrdata[0].upi_id).toBe('pana.demo@upi');
    };
    await house(housePlayer);
    await house(null);
    await t.db.updateTable('admins').set({ suspended_at: t.clock.now() }).where('id', '=', agentId).execute();
    await house(agentPlayer);
    await t.db.updateTable('admins').set({ suspended_at: null, upi_id: null }).where('id', '=', agentId).execute();
    await house(agentPlayer);
    // Contact Admin still names the agent.
    expect((await t.call('/api-get-user-info', withToken(agentPlayer))).body.contact_name).toBe('Ravi Traders');
  });
});
