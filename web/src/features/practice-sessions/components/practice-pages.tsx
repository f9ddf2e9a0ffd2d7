import { AKT_PRACTICE, MSQ_PRACTICE } from '../api/practice-kinds';
import { NewSessionPage } from './new-session-page';
import { SessionPage } from './session-page';
import { SessionsPage } from './sessions-page';

/** The routes' screens: the same three pages for each kind of practice session. */
export const AktSessionsPage = () => <SessionsPage kind={AKT_PRACTICE} />;
export const NewAktSessionPage = () => <NewSessionPage kind={AKT_PRACTICE} />;
export const AktSessionPage = () => <SessionPage kind={AKT_PRACTICE} />;
export const MsqSessionsPage = () => <SessionsPage kind={MSQ_PRACTICE} />;
export const NewMsqSessionPage = () => <NewSessionPage kind={MSQ_PRACTICE} />;
export const MsqSessionPage = () => <SessionPage kind={MSQ_PRACTICE} />;
