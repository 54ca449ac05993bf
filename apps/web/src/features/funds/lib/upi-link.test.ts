import { describe, expect, it } from 'vitest';
import { buildUpiLink, transactionReference } from './upi-link.ts';

describe('the UPI payment link', () => {
  it('carries payee, name, the amount with 2 decimals, INR, the Add Funds note and the reference', () => {
    expect(buildUpiLink({ upiId: 'pana@upi', payeeName: 'Pana', amount: 500, reference: 'PANA1700000000000' })).toBe(
      'upi://pay?pa=pana%40upi&pn=Pana&am=500.00&cu=INR&tn=Add%20Funds&tr=PANA1700000000000',
    );
  });

  it("opens PhonePe, Google Pay and Paytm through their own schemes with the same query", () => {
    const payment = { upiId: 'pana@upi', payeeName: 'Pana Games', amount: 1250.5, reference: 'PANA1' };
    const query = 'pa=pana%40upi&pn=Pana%20Games&am=1250.50&cu=INR&tn=Add%20Funds&tr=PANA1';
    expect(buildUpiLink({ ...payment, method: 'PhonePe' })).toBe(`phonepe://pay?${query}`);
    expect(buildUpiLink({ ...payment, method: 'GPay' })).toBe(`tez://upi/pay?${query}`);
    expect(buildUpiLink({ ...payment, method: 'Paytm' })).toBe(`paytmmp://pay?${query}`);
    expect(buildUpiLink({ ...payment, method: 'Others' })).toBe(`upi://pay?${query}`);
  });

  it('leaves the amount and reference out of a QR for any amount', () => {
    expect(buildUpiLink({ upiId: 'pana@upi', payeeName: 'Pana' })).toBe('upi://pay?pa=pana%40upi&pn=Pana&cu=INR&tn=Add%20Funds');
  });

  it('builds the reference from the current time', () => {
    expect(transactionReference(1_732_345_678_901)).toBe('PANA1732345678901');
    expect(transactionReference(1_732_345_678_902)).not.toBe(transactionReference(1_732_345_678_901));
  });
});
