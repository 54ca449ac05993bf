import { type FastifyReply } from 'fastify';

/** Content negotiation of what the server compresses itself (the built app's files, the dashboard poll). */

/** Whether an accept-encoding header takes `encoding` (named, and not with q=0). */
export function accepts(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/** Adds accept-encoding to the reply's `vary` (CORS may have put Origin there already). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/\baccept-encoding\b/i.test(current))
    reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}
