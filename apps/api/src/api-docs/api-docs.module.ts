import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDocsController } from './api-docs.controller';

/** The OpenAPI document of the API and its browsable page (docs/architecture.md, "API document"). */
@Module({ imports: [DiscoveryModule], controllers: [ApiDocsController] })
export class ApiDocsModule {}
