import 'reflect-metadata';
import { Controller, ExecutionContext, Get, Module, Post } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FixedClock } from '../clock/clock';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors';
import { AdminAccess, AdminSaveAccess, PublicAccess, ReaderAccess } from './access.decorators';
import { AccessGuard } from './access.guard';
import { AccessTokenService } from './access-token.service';
import { AuthUserLoader, AuthenticatedUser } from './authenticated-user';
import { AccessRuleCheck, MissingAccessRuleError } from './route-table';
import { DiscoveryModule } from '@nestjs/core';

@Controller()
class DeclaredController {
  @Get('things/list')
  @PublicAccess()
  list() {
    return [];
  }
}

@Controller('forgotten')
class ForgottenController {
  @Post('write')
  write() {
    return 'written';
  }

  @Get('read')
  @AdminAccess()
  read() {
    return 'read';
  }
}

@Controller()
@ReaderAccess()
class ClassRuleController {
  @Post('reader/things')
  things() {
    return [];
  }
}

@Controller()
class SaveController {
  @Post('admin/saveUpdateThing')
  @AdminSaveAccess({ idField: 'thingID', add: 'THING.ADD', update: 'THING.UPDATE' })
  save() {
    return 'saved';
  }
}

const clock = new FixedClock(new Date());
const tokens = new AccessTokenService('a-unit-test-secret-of-length', clock);
const reader: AuthenticatedUser = {
  userId: 'u1',
  userType: 'READER',
  email: 'r@test.example',
  privileges: [],
  tokenVersion: 0,
  hasActiveSubscription: true,
};
const admin: AuthenticatedUser = {
  userId: 'a1',
  userType: 'ADMIN',
  email: 'a@test.example',
  privileges: ['EVERYTHING'],
  tokenVersion: 0,
  hasActiveSubscription: false,
};
const adder: AuthenticatedUser = { ...admin, userId: 'a2', privileges: ['THING.ADD'] };
const updater: AuthenticatedUser = { ...admin, userId: 'a3', privileges: ['THING.UPDATE'] };
const neither: AuthenticatedUser = { ...admin, userId: 'a4', privileges: ['OTHER'] };
class Users extends AuthUserLoader {
  async load(userId: string) {
    return [reader, admin, adder, updater, neither].find((user) => user.userId === userId) ?? null;
  }
}
const guard = new AccessGuard(new Reflector(), tokens, new Users());

function contextOf(
  controller: new () => object,
  handler: string,
  user?: AuthenticatedUser,
  body?: unknown,
): ExecutionContext {
  const headers = user
    ? { authorization: `Bearer ${tokens.issue(user.userId, user.userType, user.tokenVersion).token}` }
    : {};
  const request = { headers, body };
  return {
    getHandler: () => (controller.prototype as Record<string, unknown>)[handler],
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

/** As Nest runs a guard: what it throws or rejects with refuses the call; what it returns or resolves to decides. */
const activate = async (context: ExecutionContext) => guard.canActivate(context);

describe('the access guard denies by default', () => {
  test.each([
    ['anonymous', undefined],
    ['a reader', reader],
    ['an admin holding privileges', admin],
  ])('%s is refused (403) on a route that declares no rule', async (_, user) => {
    await expect(activate(contextOf(ForgottenController, 'write', user))).rejects.toBeInstanceOf(ForbiddenError);
  });

  test('a declared rule still applies as declared', async () => {
    await expect(activate(contextOf(DeclaredController, 'list'))).resolves.toBe(true);
    await expect(activate(contextOf(ForgottenController, 'read'))).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(activate(contextOf(ForgottenController, 'read', reader))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(activate(contextOf(ForgottenController, 'read', admin))).resolves.toBe(true);
    await expect(activate(contextOf(ClassRuleController, 'things', reader))).resolves.toBe(true);
    await expect(activate(contextOf(ClassRuleController, 'things', admin))).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('a save-or-update route picks its privilege from the body', () => {
  test('creating (no id in the body) needs the add privilege', async () => {
    await expect(activate(contextOf(SaveController, 'save', adder, { thingName: 'New' }))).resolves.toBe(true);
    await expect(activate(contextOf(SaveController, 'save', updater, { thingName: 'New' }))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  test('updating (the body names the item) needs the update privilege', async () => {
    await expect(
      activate(contextOf(SaveController, 'save', updater, { thingID: 't1', thingName: 'Renamed' })),
    ).resolves.toBe(true);
    await expect(
      activate(contextOf(SaveController, 'save', adder, { thingID: 't1', thingName: 'Renamed' })),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  test('an admin holding neither, and a reader, are refused either way', async () => {
    await expect(activate(contextOf(SaveController, 'save', neither, {}))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(activate(contextOf(SaveController, 'save', reader, {}))).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('the application refuses to start with a route without a rule', () => {
  const start = async (controllers: Array<new () => object>) => {
    @Module({ imports: [DiscoveryModule], controllers, providers: [AccessRuleCheck] })
    class TestModule {}
    const app = await NestFactory.createApplicationContext(TestModule, { logger: false, abortOnError: false });
    await app.init();
    return app;
  };

  test('naming the route, its method and its handler', async () => {
    const failure = await start([DeclaredController, ForgottenController, ClassRuleController]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MissingAccessRuleError);
    expect((failure as MissingAccessRuleError).message).toContain('POST forgotten/write (ForgottenController.write)');
    expect((failure as MissingAccessRuleError).routes.map((route) => route.path)).toEqual(['forgotten/write']);
  });

  test('and starts when every route declares one (on the handler or its controller)', async () => {
    const app = await start([DeclaredController, ClassRuleController]);
    await app.close();
  });
});
