import {
  CHOICE_EVENT_SUFFIXES,
  ChoiceQuestionEvent,
  choiceQuestionEventSchemas,
} from '../shared/choice-question.events';

export type AktQuestionEvent = ChoiceQuestionEvent<'Akt'>;
export const AktQuestionEventTypes = CHOICE_EVENT_SUFFIXES.map((suffix) => `Akt${suffix}`) as ReadonlyArray<
  AktQuestionEvent['type']
>;
export const aktQuestionEventSchemas = choiceQuestionEventSchemas('Akt');
export const aktQuestionStream = (id: string) => `aktQuestion-${id}`;
