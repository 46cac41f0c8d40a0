import { Module } from '@nestjs/common';
import { LibraryController } from './library.controller.js';
import { LibraryRepository } from './library.repository.js';
import { LibraryService } from './library.service.js';

/** The customer's purchased products and their downloads. */
@Module({
  controllers: [LibraryController],
  providers: [LibraryService, LibraryRepository],
  exports: [LibraryRepository],
})
export class LibraryModule {}
