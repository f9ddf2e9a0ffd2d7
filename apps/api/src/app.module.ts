import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { BillingModule } from '@notebook/billing';
import { CatalogModule } from '@notebook/catalog';
import { ContactUsModule } from '@notebook/contact-us';
import { ReadingModule } from '@notebook/reading';
import { IdentityModule } from '@notebook/identity';
import { QuestionBankModule } from '@notebook/question-bank';
import { SearchModule } from '@notebook/search';
import { AccessGuard, EnvelopeExceptionFilter, KernelModule, KernelResources, ReadModelLagInterceptor } from '@notebook/kernel';
import { ApplicationPropertiesController } from './application-properties.controller';
import { HealthController } from './health.controller';

@Module({})
export class AppModule {
  static forRoot(resources: KernelResources): DynamicModule {
    return {
      module: AppModule,
      imports: [
        KernelModule.forRoot(resources),
        IdentityModule,
        CatalogModule,
        ReadingModule,
        QuestionBankModule,
        SearchModule,
        BillingModule,
        ContactUsModule,
      ],
      controllers: [HealthController, ApplicationPropertiesController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: ReadModelLagInterceptor },
      ],
    };
  }
}
