import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig, CommandExecutor, DATABASE, REDIS, redisKeyPrefix } from '@notebook/kernel';
import type { Database } from '@notebook/read-models';
import { ContactMessageQueries } from './queries/contact-message.queries';
import { ContactMessageRateLimiter } from './contact-message-rate-limiter';
import { ContactUsService } from './contact-us.service';
import { AdminContactUsController } from './http/admin-contact-us.controller';
import { ContactUsController } from './http/contact-us.controller';

@Module({
  controllers: [ContactUsController, AdminContactUsController],
  providers: [
    { provide: ContactMessageQueries, inject: [DATABASE], useFactory: (db: Kysely<Database>) => new ContactMessageQueries(db) },
    {
      provide: ContactUsService,
      inject: [CommandExecutor, REDIS, APP_CONFIG, ContactMessageQueries],
      useFactory: (executor: CommandExecutor, redis: Redis, config: AppConfig, queries: ContactMessageQueries) =>
        new ContactUsService(
          executor,
          new ContactMessageRateLimiter(redis, config.CONTACT_MESSAGES_PER_HOUR, redisKeyPrefix(config.DATABASE_URL, 'contact')),
          queries,
        ),
    },
  ],
  exports: [ContactUsService, ContactMessageQueries],
})
export class ContactUsModule {}
