import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const qrDataSchema = object({ qr_image: text, upi_id: text });

export type QrData = Infer<typeof qrDataSchema>;

const responseSchema = object({ qrdata: list(qrDataSchema) });

/** The operator's QR payment details: the first entry of qrdata, or undefined when there is none. */
export async function getQrPay(signal?: AbortSignal): Promise<QrData | undefined> {
  const body = await apiPost(apiPaths.getQrPay, {}, responseSchema, { withToken: true, ...(signal ? { signal } : {}) });
  const first = body.qrdata[0];
  return first && (first.qr_image || first.upi_id) ? first : undefined;
}

export function useQrPay() {
  return useQuery({ queryKey: ['qr-pay'], queryFn: ({ signal }) => getQrPay(signal) });
}
