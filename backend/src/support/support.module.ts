import { Module } from '@nestjs/common';
import { SupportController } from './support.controller.js';
import { SupportRepository } from './support.repository.js';
import { UploadQuota } from './upload-quota.js';
import { UploadsMover } from './uploads-mover.js';

/** Contact messages and bug reports: what people send through the support pages is kept. */
@Module({
  controllers: [SupportController],
  providers: [SupportRepository, UploadQuota, UploadsMover],
})
export class SupportModule {}
