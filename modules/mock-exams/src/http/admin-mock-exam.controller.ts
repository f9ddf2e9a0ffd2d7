import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiPaths,
  Messages,
  Privileges,
  mockExamPoolRequest,
  mockExamRequest,
  pagedMockExamsRequest,
  saveMockExamRequest,
  updateMockExamStatusRequest,
} from '@notebook/contracts';
import {
  type Input,
  AdminAccess,
  AdminSaveAccess,
  type AuthenticatedUser,
  CurrentUser,
  ZodPipe,
  actorOf,
  ok,
} from '@notebook/kernel';
import { MockExamService } from '../mock-exam.service';
import { MockExamQueries } from '../queries/mock-exam.queries';

const { mockExam } = Privileges;
const paths = ApiPaths.adminMockExam;
/** Every mock exam privilege lets an admin see the exams (spec section 6: create/update/inactivate/delete/view). */
const ANY_MOCK_EXAM_PRIVILEGE = [mockExam.view, mockExam.create, mockExam.update, mockExam.inactivate, mockExam.delete];

/** Admins' mock exams (designed: the spec does not show the admin mock exam calls). */
@Controller()
export class AdminMockExamController {
  constructor(
    private readonly exams: MockExamService,
    private readonly queries: MockExamQueries,
  ) {}

  @Post(paths.getPagedMockExams)
  @HttpCode(200)
  @AdminAccess(ANY_MOCK_EXAM_PRIVILEGE)
  async page(@Body(new ZodPipe(pagedMockExamsRequest)) body: Input<typeof pagedMockExamsRequest>) {
    return ok(await this.exams.page(body.mockExamType, body.status, body.page, body.rows));
  }

  @Get(paths.getMockExam)
  @AdminAccess(ANY_MOCK_EXAM_PRIVILEGE)
  async exam(@Query(new ZodPipe(mockExamRequest)) query: Input<typeof mockExamRequest>) {
    return ok(await this.exams.exam(query.mockExamID));
  }

  @Post(paths.saveUpdateMockExam)
  @HttpCode(200)
  @AdminSaveAccess({ idField: 'mockExamID', add: mockExam.create, update: mockExam.update })
  async save(
    @Body(new ZodPipe(saveMockExamRequest)) body: Input<typeof saveMockExamRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.exams.save(body, actorOf(user)), Messages.successfullySaved);
  }

  /** ACTIVE is an update of the exam (it schedules it); DRAFT and CANCEL take it out of readers' hands. */
  @Post(paths.updateMockExamStatus)
  @HttpCode(200)
  @AdminAccess([mockExam.update, mockExam.inactivate])
  async status(
    @Body(new ZodPipe(updateMockExamStatusRequest)) body: Input<typeof updateMockExamStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const exam = await this.exams.changeStatus(body.mockExamID, body.status, actorOf(user));
    return ok(exam, body.status === 'ACTIVE' ? Messages.mockExamScheduled : Messages.successfullyUpdated);
  }

  @Post(paths.deleteMockExam)
  @HttpCode(200)
  @AdminAccess(mockExam.delete)
  async delete(
    @Body(new ZodPipe(mockExamRequest)) body: Input<typeof mockExamRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.exams.delete(body.mockExamID, actorOf(user));
    return ok({ mockExamID: body.mockExamID }, Messages.successfullyRemoved);
  }

  @Get(paths.getMockExamQuestionPool)
  @AdminAccess([mockExam.create, mockExam.update])
  async pool(@Query(new ZodPipe(mockExamPoolRequest)) query: Input<typeof mockExamPoolRequest>) {
    return ok(await this.queries.questionPool(query.mockExamType));
  }

  @Get(paths.getMockExamResults)
  @AdminAccess(ANY_MOCK_EXAM_PRIVILEGE)
  async results(@Query(new ZodPipe(mockExamRequest)) query: Input<typeof mockExamRequest>) {
    return ok(await this.exams.results(query.mockExamID));
  }

  /** The results as a CSV file (not an envelope: the browser saves it). */
  @Post(paths.exportMockExamResults)
  @HttpCode(200)
  @AdminAccess(ANY_MOCK_EXAM_PRIVILEGE)
  async export(
    @Body(new ZodPipe(mockExamRequest)) body: Input<typeof mockExamRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fileName, csv } = await this.exams.resultsCsv(body.mockExamID);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  }
}
