import { Controller } from '@nestjs/common';
import { ApiPaths, Privileges, scheduleMonthRequest } from '@notebook/contracts';
import { AdminCall, type Input, ValidBody, ok } from '@notebook/kernel';
import { ScheduleService } from '../schedule.service';

const { statistics } = Privileges;

/** /admin/calendar, the Webinar Schedule (spec section 6: "statistics view or add/edit (also calendar)"). */
@Controller()
export class AdminScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @AdminCall(ApiPaths.adminSchedule.getScheduleMonth, [statistics.view, statistics.addEdit])
  async getScheduleMonth(@ValidBody(scheduleMonthRequest) body: Input<typeof scheduleMonthRequest>) {
    return ok(await this.schedule.month(body.month));
  }
}
