import { type ModuleSeed, SYSTEM_ACTOR } from '@notebook/kernel';
import { SiteContentQueries } from '../queries/site-content.queries';
import { SiteContentService } from '../site-content.service';
import { DEMO_LEGAL_PAGES } from './demo-legal-pages';
import { DEMO_SEO, DEMO_TESTIMONIALS } from './demo-site-content';

/**
 * The home page's testimonials, every public page's SEO and the terms and privacy pages (left alone
 * once written, so a second start keeps an admin's text); no statistics image (admins upload one).
 */
export const siteContentSeed: ModuleSeed = {
  async run(context) {
    const items = DEMO_TESTIMONIALS.length + DEMO_SEO.length + DEMO_LEGAL_PAGES.length;
    const stage = context.stage('Site content', items, 'items');
    const siteContent = context.services.get(SiteContentService);
    const queries = context.services.get(SiteContentQueries);
    for (const testimonial of DEMO_TESTIMONIALS) await siteContent.saveTestimonial(testimonial, SYSTEM_ACTOR);
    for (const page of DEMO_SEO) await siteContent.saveSeo(page, SYSTEM_ACTOR);
    for (const page of DEMO_LEGAL_PAGES)
      if (!(await queries.legalPage(page.page)).content) await siteContent.saveLegalPage(page, SYSTEM_ACTOR);
    stage.done(`${DEMO_TESTIMONIALS.length} testimonials, SEO for ${DEMO_SEO.length} pages, terms and privacy`);
  },
};
