/** Texts of Transfer Points, quoted from SPEC.md sections 2, 5 and 8 where the spec has them. */
export const TRANSFER_TEXT = {
  title: 'Transfer Points',
  balance: 'Wallet Balance',
  phone: 'Phone Number',
  phonePlaceholder: "Receiver's 10-digit mobile number",
  points: 'Points',
  pointsPlaceholder: 'Points to transfer',
  submit: 'Submit',
  checking: 'Checking...',
  userCheckFailed: 'Username or password incorrect',
  confirmTitle: 'Confirm Transfer',
  receiverName: 'Name',
  receiverMobile: 'Phone Number',
  cancel: 'Cancel',
  transfer: 'Transfer',
  transferring: 'Transferring...',
  transferred: 'Points transferred successfully',
} as const;
