import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import {
  ENDPOINTS,
  findProduct,
  LIBRARY_MESSAGES,
  shortOrderNumber,
  type DownloadFormat,
  type LibraryItem,
  type Product,
} from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { stampPdf } from '../deliverables/stamp-pdf.js';
import { LibraryRepository } from './library.repository.js';

/**
 * The downloadable products, one Markdown guide per catalogue id. Resolved from this module's own
 * location (`src/library` under Jest, `dist/library` when built: both two levels below `backend/`).
 */
export const ASSETS_FOLDER = fileURLToPath(new URL('../../assets', import.meta.url));

/** The PDFs built from them (`npm run deliverables -w backend`, part of the backend's build). */
export const GUIDE_PDF_FOLDER = fileURLToPath(new URL('../../generated/deliverables', import.meta.url));

/** The file of a product's digital asset. Only catalogue ids reach here, never a path from a request. */
export const assetPathOf = (product: Product, format: DownloadFormat = 'md'): string =>
  format === 'pdf' ? join(GUIDE_PDF_FOLDER, `${product.id}.pdf`) : join(ASSETS_FOLDER, `${product.id}.md`);

/** What the signed-in customer has paid for, and the files themselves for them only. */
@Injectable()
export class LibraryService {
  /**
   * Each product's file, read once: the files are small and never change while the service runs.
   * Streaming each download from disk held its keep-alive connection on the file system's thread
   * pool (open, read, close) and, under load, made the shopper's next request wait behind it.
   */
  private readonly files = new Map<string, Promise<Buffer>>();

  constructor(private readonly library: LibraryRepository) {}

  async itemsFor(userId: string): Promise<LibraryItem[]> {
    const purchases = await this.library.paidProductsForUser(userId);
    return purchases.flatMap(({ productId, orderId, paidAt }) => {
      const product = findProduct(productId);
      if (!product) return [];
      return [
        {
          product,
          orderId,
          purchasedAt: paidAt.toISOString(),
          downloadPath: ENDPOINTS.download.path.replace(':productId', product.id),
        },
      ];
    });
  }

  /**
   * The product's file, for someone who has paid for it: 404 for an unknown product, 403 otherwise.
   * The PDF is the built book with the buyer's licence line added (per download; the book is cached).
   */
  async openDownload(
    user: Pick<AuthenticatedUser, 'id' | 'name' | 'email'>,
    productId: string,
    format: DownloadFormat = 'pdf',
  ): Promise<{ product: Product; file: Uint8Array }> {
    const product = findProduct(productId);
    if (!product) throw ApiError.notFound(LIBRARY_MESSAGES.unknownProduct);
    const orderId = await this.library.grantingOrderFor(user.id, product.id);
    if (!orderId) throw new ApiError(403, 'NOT_PURCHASED', LIBRARY_MESSAGES.notPurchased(product.title));
    const file = await this.fileOf(product, format);
    if (format === 'md') return { product, file };
    const licence = { name: user.name, email: user.email, orderNumber: shortOrderNumber(orderId) };
    return { product, file: await stampPdf(file, licence) };
  }

  private fileOf(product: Product, format: DownloadFormat): Promise<Buffer> {
    const key = `${product.id}.${format}`;
    let file = this.files.get(key);
    if (!file) {
      file = readFile(assetPathOf(product, format));
      // A failed read is not remembered: the next download tries the disk again.
      file.catch(() => this.files.delete(key));
      this.files.set(key, file);
    }
    return file;
  }
}
