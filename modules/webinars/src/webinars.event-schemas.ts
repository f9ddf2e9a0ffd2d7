import { webinarCategoryEventSchemas } from './categories/webinar-category.events';
import { webinarEventSchemas } from './webinars/webinar.events';

/** Every event the webinars module records, with its schema; the composition roots register this list. */
export const webinarsEventSchemas = [...webinarCategoryEventSchemas, ...webinarEventSchemas] as const;
