import { readFileSync } from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import {
  bettingPlayer,
  consoleLogin,
  consoleNavigate,
  consoleScreenshot,
  DESKTOP,
  expect,
  installServerClock,
  operatorCall,
  PHONE,
  playerCall,
  type PlayerLogin,
  test,
} from '../support/fixtures.ts';

/**
 * Bulk bank payouts end to end (ADR 012): two players add a bank account (confirmed with
 * the code sent to their mobile) and ask for a withdrawal to it; the operator approves both. In the
 * console's Bulk payouts screen the operator selects them, downloads the bank's payout file (its
 * content checked), is asked before downloading one of them again, and uploads the bank's result
 * file: one paid with its UTR (shown in the player's withdraw history), one failed (its points back
 * in the player's wallet). Runs in the 'screens' project while the server's clock is at 10:00 AM
 * (withdrawals are accepted 10:00 AM–6:00 PM). Other specs may add bank payouts to the same server,
 * so the spec only ever selects its own rows.
 */
const STAKE = 2_000;

type Payee = PlayerLogin & { holder: string; account: string; ifsc: string; amount: number; requestId: number };

/** A betting player with a bank account added through the player API and a withdrawal to it, approved by the operator. */
async function payee(
  request: APIRequestContext,
  p: { name: string; holder: string; account: string; ifsc: string; amount: number },
): Promise<Payee> {
  const player = await bettingPlayer(request, { name: p.name, password: 'payout-pass-1', points: STAKE });
  const token = { unique_token: player.token };
  const { otp } = await playerCall<{ otp: string }>(request, '/api-resend-otp', {
    ...token,
    purpose: 'withdraw',
    mobile: player.mobile,
  });
  await playerCall(request, '/api-add-user-bank-details', {
    ...token,
    holder_name: p.holder,
    account_number: p.account,
    confirm_account_number: p.account,
    ifsc: p.ifsc,
    otp,
  });
  await playerCall(request, '/api-user-withdraw-fund-request', {
    ...token,
    request_amount: String(p.amount),
    payment_method: 5,
  });
  const { withdrawdata } = await playerCall<{ withdrawdata: { request_number: string; payment_method: string }[] }>(
    request,
    '/api-user-withdraw-transaction-history',
    token,
  );
  expect(withdrawdata).toHaveLength(1);
  expect(withdrawdata[0]!.payment_method).toBe('5');
  const requestId = Number(withdrawdata[0]!.request_number);
  await operatorCall(request, 'POST', `/admin/api/withdraw-requests/${requestId}/approve`, {});
  return { ...player, ...p, requestId };
}

const walletOf = async (request: APIRequestContext, player: PlayerLogin) =>
  (await playerCall<{ wallet_amt: number }>(request, '/api-user-wallet-balance', { unique_token: player.token }))
    .wallet_amt;

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the operator downloads the payout file of two bank withdrawals and uploads the bank result: one paid with its UTR, one failed with its points back', async ({
    page,
    request,
  }, testInfo) => {
    const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
    const asha = await payee(request, {
      name: 'Payout Asha',
      holder: 'Asha Rani',
      account: `5100${suffix}12`,
      ifsc: 'SBIN0001234',
      amount: 700,
    });
    const ravi = await payee(request, {
      name: 'Payout Ravi',
      holder: 'Ravi Kumar',
      account: `6200${suffix}34`,
      ifsc: 'HDFC0ABC123',
      amount: 900,
    });
    expect(await walletOf(request, ravi)).toBe(STAKE - 900);

    await installServerClock(page, request);
    await consoleLogin(page);
    await consoleNavigate(page, 'Bulk payouts');
    const rowOf = (p: Payee) => page.getByRole('row').filter({ hasText: `#${p.requestId}` });
    for (const p of [asha, ravi]) {
      await expect(rowOf(p)).toContainText(p.holder);
      await expect(rowOf(p)).toContainText(`XXXXXX${p.account.slice(-4)} · ${p.ifsc}`);
      await expect(rowOf(p)).not.toContainText(p.account);
      await expect(rowOf(p)).toContainText(p.mobile);
      await expect(rowOf(p)).toContainText(String(p.amount));
      await expect(rowOf(p)).toContainText('Not exported');
    }
    await consoleScreenshot(page, 'console-payouts-waiting-desktop');
    expect(await seriousViolations(page, 'Bulk payouts (waiting)')).toEqual([]);

    // Select the two and download their payout file.
    const downloadButton = page.getByRole('button', { name: 'Download payout file' });
    await expect(downloadButton).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select request #${asha.requestId}` }).check();
    await page.getByRole('checkbox', { name: `Select request #${ravi.requestId}` }).check();
    await expect(page.getByText('2 payouts selected · total 1,600')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^payouts-\d{14}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toBe(
      'Beneficiary name,Account number / UPI id,IFSC,Amount,Request number\r\n' +
        `Asha Rani,${asha.account},SBIN0001234,700,${asha.requestId}\r\n` +
        `Ravi Kumar,${ravi.account},HDFC0ABC123,900,${ravi.requestId}\r\n`,
    );
    await testInfo.attach('payout file', { body: csv, contentType: 'text/csv' });
    await expect(page.getByRole('status').filter({ hasText: 'downloaded: 2 payouts, total 1,600' })).toBeVisible();
    for (const p of [asha, ravi]) {
      await expect(rowOf(p)).not.toContainText('Not exported');
      await expect(rowOf(p)).toContainText('Exported');
    }

    // Downloading one again asks first, and Cancel downloads nothing.
    await page.getByRole('checkbox', { name: `Select request #${asha.requestId}` }).check();
    await downloadButton.click();
    const again = page.getByRole('dialog', { name: 'Download these payouts again?' });
    await expect(again).toContainText(`#${asha.requestId} · Asha Rani · 700 · exported`);
    await expect(again).toContainText('it may pay them twice');
    await consoleScreenshot(page, 'console-payouts-reexport-desktop');
    expect(await seriousViolations(page, 'Bulk payouts (download again?)')).toEqual([]);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    await page.getByRole('button', { name: 'Select none' }).click();

    // The bank's result file: Asha paid, Ravi failed.
    const utr = `UTIB${suffix}000123`;
    await page.getByLabel('Result file (CSV)').setInputFiles({
      name: 'bank-result.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Request number,UTR,Status\r\n${asha.requestId},${utr},Paid\r\n${ravi.requestId},,Failed\r\n`,
      ),
    });
    await expect(page.getByText('Read: bank-result.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Upload bank result' }).click();
    const record = page.getByRole('dialog', { name: "Record the bank's results?" });
    await expect(record).toContainText('bank-result.csv: 2 result lines.');
    await record.getByRole('button', { name: 'Record results' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bank results recorded' })).toHaveText(
      'Bank results recorded: 1 paid, 1 failed, 0 unchanged.',
    );
    await expect(rowOf(asha)).toHaveCount(0);
    await expect(rowOf(ravi)).toHaveCount(0);
    await consoleScreenshot(page, 'console-payouts-uploaded-desktop');

    // Ravi's 900 points are back; Asha's withdraw history shows the UTR.
    expect(await walletOf(request, ravi)).toBe(STAKE);
    expect(await walletOf(request, asha)).toBe(STAKE - 700);
    const history = await playerCall<{ withdrawdata: { payout_utr: string; paid_status: string }[] }>(
      request,
      '/api-user-withdraw-transaction-history',
      { unique_token: asha.token },
    );
    expect(history.withdrawdata[0]).toMatchObject({ payout_utr: utr, paid_status: 'paid' });

    // The same file again changes nothing; a bad line is refused, naming it.
    await page
      .getByLabel('Or paste the result file')
      .fill(`Request number,UTR,Status\n${asha.requestId},${utr},paid\n${ravi.requestId},,failed\n`);
    await page.getByRole('button', { name: 'Upload bank result' }).click();
    await record.getByRole('button', { name: 'Record results' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bank results recorded' })).toHaveText(
      'Bank results recorded: 0 paid, 0 failed, 2 unchanged.',
    );
    expect(await walletOf(request, ravi)).toBe(STAKE);
    await page.getByLabel('Or paste the result file').fill(`Request number,UTR,Status\n${asha.requestId},,paid\n`);
    await page.getByRole('button', { name: 'Upload bank result' }).click();
    await record.getByRole('button', { name: 'Record results' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Nothing was recorded: Line 2: a paid line needs the UTR (6 to 35 letters and digits)',
    );

    // The answered tab: Asha paid with the UTR, Ravi failed.
    await page.getByRole('tab', { name: 'Answered by the bank' }).click();
    await expect(rowOf(asha)).toContainText('Paid');
    await expect(rowOf(asha)).toContainText(`UTR ${utr}`);
    await expect(rowOf(ravi)).toContainText('Failed');
    await expect(rowOf(ravi)).toContainText('Points returned');
    await consoleScreenshot(page, 'console-payouts-answered-desktop');
    expect(await seriousViolations(page, 'Bulk payouts (answered, refusal shown)')).toEqual([]);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('a bank payout waiting for the bank is readable and selectable on a phone', async ({ page, request }) => {
    const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
    const sita = await payee(request, {
      name: 'Payout Sita',
      holder: 'Sita Devi',
      account: `7300${suffix}56`,
      ifsc: 'ICIC0001234',
      amount: 500,
    });
    await installServerClock(page, request);
    await consoleLogin(page);
    await consoleNavigate(page, 'Bulk payouts');
    const row = page.getByRole('row').filter({ hasText: `#${sita.requestId}` });
    await expect(row).toContainText(`XXXXXX${sita.account.slice(-4)} · ICIC0001234`);
    await page.getByRole('checkbox', { name: `Select request #${sita.requestId}` }).check();
    await expect(page.getByText(/^1 payout selected · total 500$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download payout file' })).toBeEnabled();
    await consoleScreenshot(page, 'console-payouts-waiting-phone');
    expect(await seriousViolations(page, 'Bulk payouts (phone)')).toEqual([]);
  });
});
