import { Messages } from '@notebook/contracts';
import { ok } from '@notebook/kernel';

/** An admin save's answer: what the save returns, with the "saved" message. */
export const saved = async <Result>(save: Promise<Result>) => ok(await save, Messages.successfullySaved);

/** An admin change's answer (status, publish, order, move): what it returns, with the "updated" message. */
export const updated = async <Result>(change: Promise<Result>) => ok(await change, Messages.successfullyUpdated);
