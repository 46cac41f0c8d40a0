import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { DOWNLOAD_MEDIA_TYPES, DownloadQuerySchema, type LibraryResponse } from '@profit/contract';
import type { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { ZodBody } from '../common/zod-body.pipe.js';
import { LibraryService } from './library.service.js';

@Controller('library')
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<LibraryResponse> {
    return { items: await this.library.itemsFor(user.id) };
  }

  @Get(':productId/download')
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('productId') productId: string,
    @Query(new ZodBody(DownloadQuerySchema)) { format }: z.output<typeof DownloadQuerySchema>,
  ): Promise<StreamableFile> {
    const { product, file } = await this.library.openDownload(user, productId, format);
    return new StreamableFile(file, {
      type: DOWNLOAD_MEDIA_TYPES[format],
      disposition: `attachment; filename="${product.id}.${format}"`,
    });
  }
}
