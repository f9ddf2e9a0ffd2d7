import {
  CHOICE_EVENT_SUFFIXES,
  ChoiceQuestionEvent,
  choiceQuestionEventSchemas,
} from '../shared/choice-question.events';

export type MsqQuestionEvent = ChoiceQuestionEvent<'Msq'>;
export const MsqQuestionEventTypes = CHOICE_EVENT_SUFFIXES.map((suffix) => `Msq${suffix}`) as ReadonlyArray<
  MsqQuestionEvent['type']
>;
export const msqQuestionEventSchemas = choiceQuestionEventSchemas('Msq');
export const msqQuestionStream = (id: string) => `msqQuestion-${id}`;
