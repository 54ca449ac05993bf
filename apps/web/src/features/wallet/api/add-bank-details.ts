import { type BankAccount } from '@pana/domain/catalogue';
import { apiPaths } from '../../../config/paths.ts';
import { object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The server's message and the saved account, masked ('XXXXXX1234'). */
export const addBankDetailsResponseSchema = object({ msg: text, bank_account: text });

/**
 * Saves the player's bank account (a second replaces the first), confirmed by the 'withdraw' code
 * sent to the player's own mobile. The account number goes twice, as the API asks: the form has
 * already checked that both were typed the same.
 */
export function addBankDetails({ account, otp }: { account: BankAccount; otp: string }) {
  return apiPost(
    apiPaths.addUserBankDetails,
    {
      holder_name: account.holderName,
      account_number: account.accountNumber,
      confirm_account_number: account.accountNumber,
      ifsc: account.ifsc,
      otp,
    },
    addBankDetailsResponseSchema,
    { withToken: true },
  );
}
