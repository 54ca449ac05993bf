import { transferAnswer, transferReceiverAnswer } from '@pana/contract';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../config/paths.ts';
import { serveAnswer } from '../../../testing/serve-answer.ts';
import { checkTransferUser } from './check-transfer-user.ts';
import { transferPoints } from './transfer-points.ts';

describe('the transfer calls read every answer the contract allows', () => {
  it("the receiver's name", async () => {
    serveAnswer(transferReceiverAnswer, apiPaths.checkUserForTransfer, {
      status: true,
      msg: 'User found',
      user_name: 'Ravi',
    });
    expect(await checkTransferUser('9000000003')).toEqual({ user_name: 'Ravi' });
  });

  it('the balance after a transfer', async () => {
    serveAnswer(transferAnswer, apiPaths.transferWalletBalance, {
      status: true,
      msg: 'Points transferred successfully',
      wallet_amt: 11500,
    });
    expect(await transferPoints({ amount: 1000, mobile: '9000000003' })).toEqual({
      msg: 'Points transferred successfully',
      wallet_amt: 11500,
    });
  });
});
