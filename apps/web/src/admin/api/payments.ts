import type {
  dismissPaymentAnswer,
  dismissPaymentBody,
  linkPaymentAnswer,
  linkPaymentBody,
  paymentClaim,
  paymentGatewayAnswer,
  paymentStatus,
  unmatchedPayment,
  unmatchedPaymentsAnswer,
  unmatchedPaymentsQuery,
} from '@pana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { adminApiPaths } from '../admin-paths.ts';
import { adminGet, adminPost, adminPut, type QueryOf } from './admin-client.ts';

/** A payment notification received (ADR 011): a UPI credit forwarded to the server, or a gateway's payment. */
export type Payment = z.infer<typeof unmatchedPayment>;
export type PaymentStatus = z.infer<typeof paymentStatus>;
/** A pending deposit request claiming a payment's UTR (ADR 011), listed beside the payment. */
export type PaymentClaim = z.infer<typeof paymentClaim>;

async function getPayments(status: PaymentStatus, signal?: AbortSignal): Promise<Payment[]> {
  const query = { status } satisfies QueryOf<typeof unmatchedPaymentsQuery>;
  return (await adminGet<z.infer<typeof unmatchedPaymentsAnswer>>(adminApiPaths.unmatchedPayments, query, signal))
    .items;
}

/** The payments of a status, newest first; the unmatched queue refreshes every 15 seconds. */
export function usePayments(status: PaymentStatus) {
  return useQuery({
    queryKey: ['admin', 'payments', status],
    queryFn: ({ signal }) => getPayments(status, signal),
    refetchInterval: status === 'unmatched' ? 15_000 : false,
  });
}

export type PaymentDecision =
  | { id: number; decision: 'link'; body: z.input<typeof linkPaymentBody> }
  | { id: number; decision: 'dismiss'; body: z.input<typeof dismissPaymentBody> };

function decide({ id, decision, body }: PaymentDecision) {
  return adminPost<z.infer<typeof linkPaymentAnswer> | z.infer<typeof dismissPaymentAnswer>>(
    adminApiPaths.paymentDecision(id, decision),
    body,
  );
}

/** Links a payment to a pending deposit (credits it) or dismisses it with a reason; every queue is read again after. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'funds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

/** The online payment gateway (Razorpay, ADR 011): configured on the server, switched on for players by the owner. */
export type PaymentGateway = Omit<z.infer<typeof paymentGatewayAnswer>, 'status' | 'msg'>;

const gatewayKey = ['admin', 'payments', 'gateway'] as const;

export function usePaymentGateway() {
  return useQuery({
    queryKey: gatewayKey,
    queryFn: ({ signal }) =>
      adminGet<z.infer<typeof paymentGatewayAnswer>>(adminApiPaths.paymentGateway, undefined, signal),
  });
}

/** Switches Pay online on or off for players (owner only; audited by the server). */
export function useSwitchPaymentGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      adminPut<z.infer<typeof paymentGatewayAnswer>>(adminApiPaths.paymentGateway, { enabled }),
    onSuccess: (answer) => queryClient.setQueryData(gatewayKey, answer),
  });
}
