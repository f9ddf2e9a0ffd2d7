import { randomUUID } from 'node:crypto';
import type { WebinarCategoryEvent } from '../categories/webinar-category.events';
import type { WebinarAdded } from '../webinars/webinar.events';

type WebinarOptions = { durationMinutes?: number; status?: 'ACT' | 'INA' };

/**
 * The specs' webinars as the module records them (its own specs and the schedule's): an active AKT
 * category with a fresh id, and webinars added to it, each with a fresh id, of 60 minutes and active
 * unless told otherwise.
 */
export function webinarCategoryEvents() {
  const webinarCategoryID = randomUUID();
  const category: WebinarCategoryEvent = {
    type: 'WebinarCategoryAdded',
    data: {
      webinarCategoryID,
      categoryType: 'AKT',
      categoryCode: '2025.2',
      categoryName: 'AKT 2025.2',
      displayOrder: 1,
      status: 'ACT',
    },
  };
  const webinar = (
    webinarName: string,
    startsAt: string,
    { durationMinutes = 60, status = 'ACT' }: WebinarOptions = {},
  ): WebinarAdded => ({
    type: 'WebinarAdded',
    data: {
      webinarID: randomUUID(),
      webinarName,
      webinarCategoryID,
      presenter: 'Dr Priya Raman',
      description: null,
      startsAt,
      durationMinutes,
      joinLink: 'https://meet.example.com/1',
      recordingLink: null,
      bannerSlug: null,
      status,
    },
  });
  return { webinarCategoryID, category, webinar };
}
