import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A text response (a prerendered page, the app's shell, the sitemap) in each encoding, made once. */
export interface Precompressed {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong ETag per encoding: the same bytes in another encoding are another representation. */
  etags: Record<'identity' | 'br' | 'gzip', string>;
}

/**
 * Compresses `text` once, at start, at the strongest settings (Brotli 11, gzip 9), on libuv's
 * thread pool: a request then only picks the bytes its Accept-Encoding asks for.
 */
export async function precompress(text: string, type: string): Promise<Precompressed> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    type,
    identity,
    br,
    gzip: gz,
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

/** The encoding to answer `request` with: Brotli, else gzip, else the bytes as they are. */
export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const header = request.headers['accept-encoding'];
  const chosen = typeof header === 'string' ? negotiate(header, ['br', 'gzip']) : undefined;
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Sends the precompressed bytes `request` accepts with their Content-Encoding, `Vary:
 * Accept-Encoding` and their own ETag; 304 when the client holds that representation already.
 */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed): FastifyReply {
  const encoding = encodingFor(request);
  const etag = body.etags[encoding];
  void reply.header('vary', 'accept-encoding').header('etag', etag).type(body.type);
  const held = request.headers['if-none-match'];
  if (typeof held === 'string' && held.split(/\s*,\s*/).includes(etag) && reply.statusCode === 200)
    return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}
