// The module's definition the application composes, and its Nest module.
export { StudyPlanModule, studyPlanDefinition } from './study-plan.module';
