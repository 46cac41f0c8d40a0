import { createReadStream, type ReadStream } from 'node:fs';
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
  async openDownload(userId: string, productId: string): Promise<{ product: Product; stream: ReadStream }> {
    const product = findProduct(productId);
    if (!product) throw ApiError.notFound(LIBRARY_MESSAGES.unknownProduct);
    if (!(await this.orders.hasPaidFor(userId, product.id))) {
      throw new ApiError(403, 'NOT_PURCHASED', LIBRARY_MESSAGES.notPurchased(product.title));
    }
    return { product, stream: createReadStream(assetPathOf(product)) };
  }
}
