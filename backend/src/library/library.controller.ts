import { Controller, Param, StreamableFile } from '@nestjs/common';
import { DOWNLOAD_MEDIA_TYPES, type LibraryResponse, ENDPOINTS, type ParsedQueryOf } from '@profit/contract';
import { DeclaredQuery, Route } from '../common/route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { LibraryService } from './library.service.js';

@Controller()
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Route(ENDPOINTS.library)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<LibraryResponse> {
    return { items: await this.library.itemsFor(user.id) };
  }

  @Route(ENDPOINTS.download)
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('productId') productId: string,
    @DeclaredQuery() { format }: ParsedQueryOf<typeof ENDPOINTS.download>,
  ): Promise<StreamableFile> {
    const { product, file } = await this.library.openDownload(user, productId, format);
    return new StreamableFile(file, {
      type: DOWNLOAD_MEDIA_TYPES[format],
      disposition: `attachment; filename="${product.id}.${format}"`,
    });
  }
}
