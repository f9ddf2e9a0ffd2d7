import { type ModuleSeed, SYSTEM_ACTOR } from '@notebook/kernel';
import { SiteContentService } from '../site-content.service';
import { DEMO_SEO, DEMO_TESTIMONIALS } from './demo-site-content';

/** The home page's testimonials and every public page's SEO; no statistics image (admins upload one). */
export const siteContentSeed: ModuleSeed = {
  async run(context) {
    const stage = context.stage('Site content', DEMO_TESTIMONIALS.length + DEMO_SEO.length, 'items');
    const siteContent = context.services.get(SiteContentService);
    for (const testimonial of DEMO_TESTIMONIALS) await siteContent.saveTestimonial(testimonial, SYSTEM_ACTOR);
    for (const page of DEMO_SEO) await siteContent.saveSeo(page, SYSTEM_ACTOR);
    stage.done(`${DEMO_TESTIMONIALS.length} testimonials, SEO for ${DEMO_SEO.length} pages`);
  },
};
