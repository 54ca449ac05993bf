// The screens the tests open, loaded up front so that their lazy routes appear at once.
import './bulk-payouts-screen.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { type WithdrawRequest } from '../../api/funds.ts';
import { adminFail, adminFile, adminOk, callsTo, meAs, mockAdminApi } from '../../testing/mock-admin-api.ts';

const payout = (fields: Partial<WithdrawRequest>): WithdrawRequest => ({
  id: 41,
  mobile: '9876543210',
  name: 'Asha',
  amount: 700,
  method: 'Bank account',
  paymentNumber: 'XXXXXX9012',
  status: 'approved',
  createdAt: 1_794_990_000_000,
  decidedAt: 1_794_999_000_000,
  note: '',
  receipt: '',
  methodCode: 5,
  bankHolderName: 'Asha Rani',
  bankAccountNumber: '123456789012',
  bankIfsc: 'SBIN0001234',
  payoutStatus: null,
  payoutUtr: null,
  payoutAt: null,
  payoutExportedAt: null,
  ...fields,
});

const ASHA = payout({});
const RAVI = payout({
  id: 42,
  mobile: '9000000001',
  name: 'Ravi',
  amount: 900,
  paymentNumber: 'XXXXXX5432',
  bankHolderName: 'Ravi Kumar',
  bankAccountNumber: '000098765432',
  bankIfsc: 'HDFC0ABC123',
  payoutExportedAt: 1_795_000_000_000,
});
const CSV_HEADER = 'Beneficiary name,Account number / UPI id,IFSC,Amount,Request number\r\n';
const csvOf = (ids: string) =>
  CSV_HEADER +
  ids
    .split(',')
    .map((id) =>
      id === '41' ? 'Asha Rani,123456789012,SBIN0001234,700,41\r\n' : 'Ravi Kumar,000098765432,HDFC0ABC123,900,42\r\n',
    )
    .join('');

function api(role: 'operator' | 'viewer' = 'operator', waiting: WithdrawRequest[] = [ASHA, RAVI]) {
  let list = waiting;
  let answered: WithdrawRequest[] = [];
  /** The files the POST produced, by id: what the GET downloads. */
  const files: string[] = [];
  return mockAdminApi({
    'GET /admin/api/me': meAs(role),
    'GET /admin/api/payouts': ({ query }) => adminOk({ items: query.state === 'answered' ? answered : list }),
    // The server's two steps: the POST produces the file and marks its payouts exported, the GET downloads it.
    'POST /admin/api/payouts/exports': ({ body }) => {
      const ids = (body?.ids as number[]).map(String);
      list = list.map((item) => (ids.includes(String(item.id)) ? { ...item, payoutExportedAt: 1_795_100_000_000 } : item));
      files.push(ids.join(','));
      return adminOk({
        msg: 'Bulk payout file',
        id: files.length,
        fileName: 'payouts-20261125201500.csv',
        count: ids.length,
        total: ids.length * 800,
      });
    },
    'GET /admin/api/payouts/exports/:id': ({ params }) =>
      adminFile(csvOf(files[Number(params[0]) - 1]!), {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="payouts-20261125201500.csv"',
        'x-payout-count': String(files[Number(params[0]) - 1]!.split(',').length),
      }),
    'POST /admin/api/payouts/results': () => {
      answered = [
        { ...ASHA, payoutStatus: 'paid', payoutUtr: 'UTIB123456789012', payoutAt: 1_795_200_000_000 },
        { ...RAVI, payoutStatus: 'failed', payoutAt: 1_795_200_000_000 },
      ];
      list = [];
      return adminOk({ msg: 'Bank results recorded', paid: 1, failed: 1, unchanged: 0 });
    },
  });
}

/** The files the screen handed to the browser: their names and text. */
let saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: the blob handed to the browser is kept under a made-up one.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:payouts-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('the bulk payouts screen', { timeout: 40_000 }, () => {
  it('lists the payouts waiting for the bank with the player, account, IFSC, amount, request and when exported', async () => {
    api();
    renderApp('/admin/payouts');
    expect(await screen.findByRole('heading', { name: 'Bulk payouts', level: 1 })).toBeInTheDocument();
    const asha = (await screen.findByText('#41')).closest('tr')!;
    expect(asha).toHaveTextContent('Asha');
    expect(asha).toHaveTextContent('9876543210');
    expect(asha).toHaveTextContent('Asha Rani');
    expect(asha).toHaveTextContent('XXXXXX9012 · SBIN0001234');
    expect(asha).not.toHaveTextContent('123456789012');
    expect(asha).toHaveTextContent('700');
    expect(asha).toHaveTextContent('Not exported');
    const ravi = screen.getByText('#42').closest('tr')!;
    expect(ravi).toHaveTextContent('Exported');
    expect(ravi).toHaveTextContent('2026');
    expect(
      screen.getByText(/2 payouts waiting for the bank · total 1,600 · 1 already in a payout file/),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toContainElement(
      screen.getByRole('link', { name: 'Bulk payouts' }),
    );
  });

  it('downloads the payout file of the selected payouts under the server’s file name and shows them exported', async () => {
    const calls = api();
    const { user } = renderApp('/admin/payouts');
    const download = await screen.findByRole('button', { name: 'Download payout file' });
    expect(download).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select request #41' }));
    expect(screen.getByText('1 payout selected · total 700')).toBeInTheDocument();
    await user.click(download);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "payouts-20261125201500.csv downloaded: 1 payout, total 700. Upload it to the bank, then upload the bank's result file below.",
    );
    expect(callsTo(calls, 'POST', '/admin/api/payouts/exports').map((call) => call.body)).toEqual([{ ids: [41] }]);
    expect(callsTo(calls, 'GET', '/admin/api/payouts/exports/1')).toHaveLength(1);
    expect(saved.map((file) => file.name)).toEqual(['payouts-20261125201500.csv']);
    expect(await saved[0]!.blob.text()).toBe(CSV_HEADER + 'Asha Rani,123456789012,SBIN0001234,700,41\r\n');
    // Read again: the row now says when it went into a file; the selection is cleared.
    await waitFor(() => expect(screen.getByText('#41').closest('tr')).not.toHaveTextContent('Not exported'));
    expect(screen.getByRole('checkbox', { name: 'Select request #41' })).not.toBeChecked();
  });

  it('selects all and none, and asks before downloading payouts already exported', async () => {
    const calls = api();
    const { user } = renderApp('/admin/payouts');
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select every payout' })).toBeChecked();
    expect(screen.getByText('2 payouts selected · total 1,600')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getByRole('checkbox', { name: 'Select request #42' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select every payout' }));
    expect(screen.getByRole('checkbox', { name: 'Select request #41' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Download payout file' }));
    const dialog = screen.getByRole('dialog', { name: 'Download these payouts again?' });
    expect(dialog).toHaveTextContent('1 of the 2 selected payouts were already put in a payout file');
    expect(dialog).toHaveTextContent('#42 · Ravi Kumar · 900 · exported');
    expect(dialog).toHaveTextContent('it may pay them twice');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'POST', '/admin/api/payouts/exports')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Download payout file' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/admin/api/payouts/exports').map((call) => call.body)).toEqual([{ ids: [41, 42] }]);
    expect(callsTo(calls, 'GET', '/admin/api/payouts/exports/1')).toHaveLength(1);
    expect(await saved[0]!.blob.text()).toBe(csvOf('41,42'));
  });

  it("shows the server's refusal of a payout file, downloads nothing and saves nothing", async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/payouts': () => adminOk({ items: [ASHA] }),
      'POST /admin/api/payouts/exports': () => adminFail(409, 'Request 41 is already marked paid by the bank'),
    });
    const { user } = renderApp('/admin/payouts');
    await user.click(await screen.findByRole('checkbox', { name: 'Select request #41' }));
    await user.click(screen.getByRole('button', { name: 'Download payout file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request 41 is already marked paid by the bank');
    expect(calls.filter((call) => call.path.startsWith('/admin/api/payouts/exports/'))).toEqual([]);
    expect(saved).toEqual([]);
  });

  it("uploads the bank's result file chosen as a file, after a confirmation, and shows the counts", async () => {
    const calls = api();
    const { user } = renderApp('/admin/payouts');
    const text = 'Request number,UTR,Status\n41,UTIB123456789012,paid\n42,,failed\n';
    await user.upload(
      await screen.findByLabelText('Result file (CSV)'),
      new File([text], 'bank-result.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Read: bank-result.csv')).toBeInTheDocument();
    expect(screen.getByLabelText('Or paste the result file')).toHaveValue(text);
    await user.click(screen.getByRole('button', { name: 'Upload bank result' }));
    const dialog = screen.getByRole('dialog', { name: "Record the bank's results?" });
    expect(dialog).toHaveTextContent('bank-result.csv: 2 result lines.');
    await user.click(within(dialog).getByRole('button', { name: 'Record results' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bank results recorded: 1 paid, 1 failed, 0 unchanged.',
    );
    expect(callsTo(calls, 'POST', '/admin/api/payouts/results').map((call) => call.body)).toEqual([{ csv: text }]);
    expect(screen.getByLabelText('Or paste the result file')).toHaveValue('');
    // The lists are read again: nothing waits, and the answered tab shows the UTR and the failure.
    expect(await screen.findByText('No approved bank payouts are waiting for the bank.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Answered by the bank' }));
    const paid = (await screen.findByText('#41')).closest('tr')!;
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('UTR UTIB123456789012');
    expect(screen.getByText('#42').closest('tr')).toHaveTextContent('FailedPoints returned');
    expect(screen.getByText('2 payouts answered by the bank')).toBeInTheDocument();
  });

  it("shows the server's refusal naming the bad line, keeps the text, and sends nothing empty", async () => {
    const calls = mockAdminApi({
      'GET /admin/api/me': meAs('operator'),
      'GET /admin/api/payouts': () => adminOk({ items: [ASHA] }),
      'POST /admin/api/payouts/results': () =>
        adminFail(400, 'Line 3: a paid line needs the UTR (6 to 35 letters and digits)'),
    });
    const { user } = renderApp('/admin/payouts');
    await user.click(await screen.findByRole('button', { name: 'Upload bank result' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Choose the bank's result file or paste its text");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const paste = screen.getByLabelText('Or paste the result file');
    await user.click(paste);
    await user.paste('Request number,UTR,Status\n41,UTIB123456789012,paid\n42,,paid');
    await user.click(screen.getByRole('button', { name: 'Upload bank result' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('The pasted text: 2 result lines.');
    await user.click(screen.getByRole('button', { name: 'Record results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was recorded: Line 3: a paid line needs the UTR (6 to 35 letters and digits)',
    );
    expect(paste).toHaveValue('Request number,UTR,Status\n41,UTIB123456789012,paid\n42,,paid');
    expect(callsTo(calls, 'POST', '/admin/api/payouts/results')).toHaveLength(1);
  });

  it('shows a viewer the lists without selection, download or upload', async () => {
    api('viewer');
    renderApp('/admin/payouts');
    expect(await screen.findByText('#41')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download|Upload|Select/ })).not.toBeInTheDocument();
  });

  it('says so when nothing waits and when the bank answered nothing', async () => {
    api('operator', []);
    const { user } = renderApp('/admin/payouts');
    expect(await screen.findByText('No approved bank payouts are waiting for the bank.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Answered by the bank' }));
    expect(await screen.findByText('The bank has not answered any payout yet.')).toBeInTheDocument();
  });
});
