export * from './catalog.module';
export * from './catalog.service';
export * from './catalog.events';
export * from './queries/catalog.queries';
export * from './projections/catalog.projection';
export * from './chapter-groups/chapter-group.decider';
export * from './chapters/chapter.decider';
export * from './topics/topic.decider';
