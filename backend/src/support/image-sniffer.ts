import { Transform, type TransformCallback } from 'node:stream';
import { sniffImageType } from '@profit/contract';

/** Bytes `sniffImageType` reads (WebP's signature ends at the twelfth). */
const SIGNATURE_BYTES = 12;

export type ImageType = NonNullable<ReturnType<typeof sniffImageType>>;

/** Raised while streaming when a file's first bytes are no image: the upload stops there. */
export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
  }
}

/**
 * Passes an upload through while checking it: its type from its first bytes (the declared type is
 * not trusted), decided before anything past them is let through, and its size. Holds at most the
 * twelve signature bytes, never the file.
 */
export class ImageSniffer extends Transform {
  private head: Buffer = Buffer.alloc(0);
  private decided = false;
  /** The type the first bytes announce, once known. */
  type: ImageType | null = null;
  /** Bytes passed through so far. */
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.decided) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SIGNATURE_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    // An empty file is let through as nothing (an empty file input sends an empty part); a short
    // one is decided on what there is.
    if (this.decided || this.head.length === 0) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    this.decided = true;
    this.type = sniffImageType(this.head);
    if (!this.type) return done(new NotAnImageError());
    const head = this.head;
    this.head = Buffer.alloc(0);
    done(null, head);
  }
}
