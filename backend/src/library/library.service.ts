import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ENDPOINTS, findProduct, LIBRARY_MESSAGES, type LibraryItem, type Product } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { OrdersRepository } from '../orders/orders.repository.js';

/**
 * The downloadable products, one Markdown file per catalogue id. Resolved from this module's own
 * location (`src/library` under Jest, `dist/library` when built: both two levels below `backend/`).
 */
export const ASSETS_FOLDER = fileURLToPath(new URL('../../assets', import.meta.url));

/** The file of a product's digital asset. Only catalogue ids reach here, never a path from a request. */
export const assetPathOf = (product: Product): string => join(ASSETS_FOLDER, `${product.id}.md`);

/** What the signed-in customer has paid for, and the files themselves for them only. */
@Injectable()
export class LibraryService {
  /**
   * Each product's file, read once: the files are small and never change while the service runs.
   * Streaming each download from disk held its keep-alive connection on the file system's thread
   * pool (open, read, close) and, under load, made the shopper's next request wait behind it.
   */
  private readonly files = new Map<string, Promise<Buffer>>();

  constructor(private readonly orders: OrdersRepository) {}

  async itemsFor(userId: string): Promise<LibraryItem[]> {
    const purchases = await this.orders.paidProductsForUser(userId);
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

  /** The product's file, for someone who has paid for it: 404 for an unknown product, 403 otherwise. */
  async openDownload(userId: string, productId: string): Promise<{ product: Product; file: Buffer }> {
    const product = findProduct(productId);
    if (!product) throw ApiError.notFound(LIBRARY_MESSAGES.unknownProduct);
    if (!(await this.orders.hasPaidFor(userId, product.id))) {
      throw new ApiError(403, 'NOT_PURCHASED', LIBRARY_MESSAGES.notPurchased(product.title));
    }
    return { product, file: await this.fileOf(product) };
  }

  private fileOf(product: Product): Promise<Buffer> {
    let file = this.files.get(product.id);
    if (!file) {
      file = readFile(assetPathOf(product));
      // A failed read is not remembered: the next download tries the disk again.
      file.catch(() => this.files.delete(product.id));
      this.files.set(product.id, file);
    }
    return file;
  }
}
