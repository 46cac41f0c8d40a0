import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import type { LibraryResponse } from '@profit/contract';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
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
  ): Promise<StreamableFile> {
    const { product, file } = await this.library.openDownload(user.id, productId);
    return new StreamableFile(file, {
      type: 'text/markdown; charset=utf-8',
      disposition: `attachment; filename="${product.id}.md"`,
    });
  }
}
