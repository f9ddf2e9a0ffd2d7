import { type Decider, commandHandler } from '@notebook/kernel';
import { type StatisticsImageEvent, statisticsImageStream } from './statistics-image.events';

export type StatisticsImageState = { imageURI: string | null };
export type StatisticsImageCommand = { type: 'UploadStatisticsImage'; data: { imageURI: string } };

/** The one statistics image: an upload replaces it; the same image again records nothing. */
export const statisticsImageDecider: Decider<StatisticsImageState, StatisticsImageCommand, StatisticsImageEvent> = {
  initialState: () => ({ imageURI: null }),
  evolve: (_state, event) => ({ imageURI: event.data.imageURI }),
  decide(command, state) {
    if (command.data.imageURI === state.imageURI) return [];
    return [{ type: 'StatisticsImageUploaded', data: { imageURI: command.data.imageURI } }];
  },
};

export const statisticsImageCommands = commandHandler({
  decider: statisticsImageDecider,
  streamName: statisticsImageStream,
});
