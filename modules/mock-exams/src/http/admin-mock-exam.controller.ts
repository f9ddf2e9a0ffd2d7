import { Controller, Res } from '@nestjs/common';
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
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  AdminCall,
  AdminSaveCall,
  ValidBody,
  ValidQuery,
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

  @AdminCall(paths.getPagedMockExams, ANY_MOCK_EXAM_PRIVILEGE)
  async page(@ValidBody(pagedMockExamsRequest) body: Input<typeof pagedMockExamsRequest>) {
    return ok(await this.exams.page(body.mockExamType, body.status, body.page, body.rows));
  }

  @AdminCall(paths.getMockExam, ANY_MOCK_EXAM_PRIVILEGE)
  async exam(@ValidQuery(mockExamRequest) query: Input<typeof mockExamRequest>) {
    return ok(await this.exams.exam(query.mockExamID));
  }

  @AdminSaveCall(paths.saveUpdateMockExam, 'mockExamID', { add: mockExam.create, update: mockExam.update })
  async save(
    @ValidBody(saveMockExamRequest) body: Input<typeof saveMockExamRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return ok(await this.exams.save(body, actorOf(user)), Messages.successfullySaved);
  }

  /** ACTIVE is an update of the exam (it schedules it); DRAFT and CANCEL take it out of readers' hands. */
  @AdminCall(paths.updateMockExamStatus, [mockExam.update, mockExam.inactivate])
  async status(
    @ValidBody(updateMockExamStatusRequest) body: Input<typeof updateMockExamStatusRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const exam = await this.exams.changeStatus(body.mockExamID, body.status, actorOf(user));
    return ok(exam, body.status === 'ACTIVE' ? Messages.mockExamScheduled : Messages.successfullyUpdated);
  }

  @AdminCall(paths.deleteMockExam, mockExam.delete)
  async delete(
    @ValidBody(mockExamRequest) body: Input<typeof mockExamRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.exams.delete(body.mockExamID, actorOf(user));
    return ok({ mockExamID: body.mockExamID }, Messages.successfullyRemoved);
  }

  @AdminCall(paths.getMockExamQuestionPool, [mockExam.create, mockExam.update])
  async pool(@ValidQuery(mockExamPoolRequest) query: Input<typeof mockExamPoolRequest>) {
    return ok(await this.queries.questionPool(query.mockExamType));
  }

  @AdminCall(paths.getMockExamResults, ANY_MOCK_EXAM_PRIVILEGE)
  async results(@ValidQuery(mockExamRequest) query: Input<typeof mockExamRequest>) {
    return ok(await this.exams.results(query.mockExamID));
  }

  /** The results as a CSV file (not an envelope: the browser saves it). */
  @AdminCall(paths.exportMockExamResults, ANY_MOCK_EXAM_PRIVILEGE)
  async export(
    @ValidBody(mockExamRequest) body: Input<typeof mockExamRequest>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fileName, csv } = await this.exams.resultsCsv(body.mockExamID);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  }
}
