import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller.js';

/** `GET /api/docs`: the OpenAPI 3.1 description, built once at start. */
@Module({ controllers: [DocsController] })
export class DocsModule {}
