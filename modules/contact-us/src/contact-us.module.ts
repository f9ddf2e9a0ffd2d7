import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, RateLimiter, defineModule } from '@notebook/kernel';
import type { Database, Projection } from '@notebook/read-models';
import { ContactMessageQueries } from './queries/contact-message.queries';
import { ContactUsService } from './contact-us.service';
import { AdminContactUsController } from './http/admin-contact-us.controller';
import { ContactUsController } from './http/contact-us.controller';
import { contactUsEventSchemas } from './contact-messages/contact-message.events';
import { contactMessageProjection } from './projections/contact-message.projection';
// The module's own tables join the application's one Database type (read-model/schema.ts augments it).
import type {} from './read-model/schema';
import { contactUsSeed } from './seed/contact-us.seed';

@Module({
  controllers: [ContactUsController, AdminContactUsController],
  providers: [
    {
      provide: ContactMessageQueries,
      inject: [DATABASE],
      useFactory: (db: Kysely<Database>) => new ContactMessageQueries(db),
    },
    {
      provide: ContactUsService,
      inject: [CommandExecutor, RateLimiter, APP_CONFIG, ContactMessageQueries],
      useFactory: (
        executor: CommandExecutor,
        limiter: RateLimiter,
        config: AppConfig,
        queries: ContactMessageQueries,
      ) =>
        new ContactUsService(
          executor,
          limiter,
          { limit: config.CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
          queries,
        ),
    },
  ],
  exports: [ContactUsService, ContactMessageQueries],
})
export class ContactUsModule {}

/** Contact Us (visitors' messages, the admins' list) as the application composes it. */
export const contactUsDefinition = defineModule<Projection>({
  name: 'contact-us',
  migrations: join(__dirname, 'read-model', 'migrations'),
  nest: ContactUsModule,
  eventSchemas: contactUsEventSchemas,
  projections: [contactMessageProjection],
  seed: contactUsSeed,
});
