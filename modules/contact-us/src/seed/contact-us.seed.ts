import { randomUUID } from 'node:crypto';
import { type ModuleSeed, VISITOR_ACTOR } from '@notebook/kernel';
import { ContactUsService } from '../contact-us.service';
import { DEMO_CONTACT_MESSAGES } from './demo-messages';

/** Messages on the admins' Contact Us screen, sent as a visitor sends them. */
export const contactUsSeed: ModuleSeed = {
  async run(context) {
    const stage = context.stage('Contact messages', DEMO_CONTACT_MESSAGES.length, 'messages');
    // Each seed run is its own sender: a re-seed of a dropped database must not meet the last run's hourly limit.
    const sender = { actor: VISITOR_ACTOR, ip: `seed-${randomUUID()}` };
    for (const message of DEMO_CONTACT_MESSAGES) await context.services.get(ContactUsService).send(message, sender);
    stage.done(`${DEMO_CONTACT_MESSAGES.length} contact messages`);
  },
};
