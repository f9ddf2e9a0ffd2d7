import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { KernelResources } from '@notebook/kernel';
import { AppModule } from './app.module';

/**
 * The application's services without HTTP (the seed, scripts, later the worker's job processors):
 * the same container as the API, so a service is built exactly as a request would meet it.
 */
export function createApplicationContext(resources: KernelResources): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(resources), { logger: ['error', 'warn'] });
}
