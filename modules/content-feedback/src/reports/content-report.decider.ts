import { ContentFeedbackMessages, type ContentReportAnswerStatus, type ContentReportStatus } from '@notebook/contracts';
import { ConflictError, type Decider, NotFoundError, ValidationError, commandHandler } from '@notebook/kernel';
import { type ContentProblemReported, type ContentReportEvent, contentReportStream } from './content-report.events';

export type ContentReportState =
  | { exists: false }
  | {
      exists: true;
      readerID: string;
      contentName: string;
      topicID: string;
      status: ContentReportStatus;
      reply: string | null;
    };

export type ContentReportCommand =
  | { type: 'ReportContentProblem'; data: ContentProblemReported['data'] }
  | {
      type: 'AnswerContentReport';
      data: { contentReportID: string; status: ContentReportAnswerStatus; reply: string | null };
    };

/** Where a report may go from each status: NEW -> ACCEPTED -> FIXED, or REJECTED from either open one. */
const NEXT: Record<ContentReportStatus, readonly ContentReportAnswerStatus[]> = {
  NEW: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: ['FIXED', 'REJECTED'],
  FIXED: [],
  REJECTED: [],
};

/**
 * One stream per report. A report sent again under its id records nothing; an answer repeating the
 * report's status and reply records nothing; a closed report (FIXED, REJECTED) stays closed;
 * rejecting needs a reply.
 */
export const contentReportDecider: Decider<ContentReportState, ContentReportCommand, ContentReportEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ContentProblemReported':
        return {
          exists: true,
          readerID: event.data.readerID,
          contentName: event.data.contentName,
          topicID: event.data.topicID,
          status: 'NEW',
          reply: null,
        };
      case 'ContentReportAnswered':
        return state.exists ? { ...state, status: event.data.status, reply: event.data.reply } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'ReportContentProblem')
      return state.exists ? [] : [{ type: 'ContentProblemReported', data: command.data }];
    if (!state.exists) throw new NotFoundError(ContentFeedbackMessages.reportNotFound, 'contentReportID');
    const { contentReportID, status } = command.data;
    const reply = command.data.reply?.trim() || null;
    if (status === 'REJECTED' && !reply) throw new ValidationError(ContentFeedbackMessages.replyRequired, 'reply');
    if (status === state.status && reply === state.reply) return [];
    if (status !== state.status && !NEXT[state.status].includes(status))
      throw new ConflictError(ContentFeedbackMessages.cannotMove(state.status, status), 'status');
    if (status === state.status && (status === 'FIXED' || status === 'REJECTED'))
      throw new ConflictError(ContentFeedbackMessages.cannotMove(state.status, status), 'status');
    const { readerID, contentName, topicID } = state;
    return [
      { type: 'ContentReportAnswered', data: { contentReportID, readerID, status, reply, contentName, topicID } },
    ];
  },
};

export const contentReportCommands = commandHandler({
  decider: contentReportDecider,
  streamName: contentReportStream,
});
