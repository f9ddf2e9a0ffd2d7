import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig, Clock, CommandExecutor, REDIS, redisKeyPrefix } from '@notebook/kernel';
import { ContactMessageRateLimiter } from './contact-message-rate-limiter';
import { ContactUsService } from './contact-us.service';
import { ContactUsController } from './http/contact-us.controller';

@Module({
  controllers: [ContactUsController],
  providers: [
    {
      provide: ContactUsService,
      inject: [CommandExecutor, REDIS, APP_CONFIG, Clock],
      useFactory: (executor: CommandExecutor, redis: Redis, config: AppConfig, clock: Clock) =>
        new ContactUsService(executor, new ContactMessageRateLimiter(redis, config.CONTACT_MESSAGES_PER_HOUR, redisKeyPrefix(config.DATABASE_URL, 'contact')), clock),
    },
  ],
  exports: [ContactUsService],
})
export class ContactUsModule {}
