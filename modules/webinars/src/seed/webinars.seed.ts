import { Clock, type ModuleSeed, SYSTEM_ACTOR } from '@notebook/kernel';
import { WebinarCategoriesService } from '../webinar-categories.service';
import { WebinarsService } from '../webinars.service';
import { DEMO_WEBINAR_CATEGORIES, DEMO_WEBINARS } from './demo-webinars';

const DAY = 86_400_000;

/** The demo's webinar categories, and past and upcoming webinars around the seed's clock. */
export const webinarsSeed: ModuleSeed = {
  async run(context) {
    const stage = context.stage('Webinars', DEMO_WEBINARS.length, 'webinars');
    const { services } = context;
    const categories = services.get(WebinarCategoriesService);
    const categoryIDs: string[] = [];
    for (const category of DEMO_WEBINAR_CATEGORIES)
      categoryIDs.push((await categories.save(category, SYSTEM_ACTOR)).webinarCategoryID);
    const now = services.get(Clock).now();
    for (const [index, { category, inDays, ...webinar }] of DEMO_WEBINARS.entries()) {
      const recorded = inDays < 0;
      await services.get(WebinarsService).save(
        {
          ...webinar,
          webinarCategoryID: categoryIDs[category]!,
          startsAt: sydneyEvening(new Date(now.getTime() + inDays * DAY)),
          durationMinutes: 60,
          joinLink: `https://meet.example.com/notebook/webinar-${index + 1}`,
          recordingLink: recorded ? `https://video.example.com/notebook/webinar-${index + 1}` : undefined,
          bannerSlug: webinar.bannerSlug ?? undefined,
          status: 'ACT',
        },
        SYSTEM_ACTOR,
      );
    }
    stage.done(`${DEMO_WEBINAR_CATEGORIES.length} webinar categories, ${DEMO_WEBINARS.length} webinars`);
  },
};

/** 7:30 pm in Sydney on the day (in Sydney) of `day`, as an instant. */
function sydneyEvening(day: Date): string {
  const zone = 'Australia/Sydney';
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(day);
  const offset = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(day)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${date}T19:30:00${offset}`).toISOString();
}
