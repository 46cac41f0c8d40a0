import { Global, Module, type DynamicModule } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';

/** The app's one `FileStorage` (the uploads folder), for the bug reports, the console and erasure. */
@Global()
@Module({})
export class StorageModule {
  static forRoot(storage: FileStorage): DynamicModule {
    return {
      module: StorageModule,
      providers: [{ provide: FILE_STORAGE, useValue: storage }],
      exports: [FILE_STORAGE],
    };
  }
}
