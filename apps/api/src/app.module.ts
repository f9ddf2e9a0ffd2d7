import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AccessGuard, EnvelopeExceptionFilter, KernelModule, KernelResources, RateLimitGuard } from '@notebook/kernel';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { application } from './application';
import { ApplicationPropertiesController } from './application-properties.controller';
import { HealthController } from './health.controller';

@Module({})
export class AppModule {
  static forRoot(resources: KernelResources): DynamicModule {
    return {
      module: AppModule,
      imports: [KernelModule.forRoot(resources), ...application.modules, ApiDocsModule],
      controllers: [HealthController, ApplicationPropertiesController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        // After the access rule: a refused caller does not use up an address's allowance.
        { provide: APP_GUARD, useExisting: RateLimitGuard },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
      ],
    };
  }
}
