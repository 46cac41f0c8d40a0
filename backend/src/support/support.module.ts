import { Module } from '@nestjs/common';
import { SupportController } from './support.controller.js';
import { SupportRepository } from './support.repository.js';

/** Contact messages and bug reports: what people send through the support pages is kept. */
@Module({
  controllers: [SupportController],
  providers: [SupportRepository],
})
export class SupportModule {}
