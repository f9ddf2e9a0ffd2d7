import { Messages } from '@notebook/contracts';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '@notebook/kernel';
import { given } from '@notebook/kernel/testing';
import { webinarCategoryDecider } from './categories/webinar-category.decider';
import type { WebinarCategoryEvent, WebinarCategoryFields } from './categories/webinar-category.events';
import type { AdminItemCommand } from './shared/admin-item.decider';
import { type WebinarSave, webinarDecider } from './webinars/webinar.decider';
import { joinRefusal } from './webinars/webinar.views';
import type { WebinarDetails, WebinarEvent } from './webinars/webinar.events';

const webinarCategoryID = '0190a0b0-0000-7000-8000-0000000000c1';
const webinarID = '0190a0b0-0000-7000-8000-0000000000a1';
const fields: WebinarCategoryFields = {
  categoryType: 'AKT',
  categoryCode: '2025.2',
  categoryName: 'AKT 2025.2',
  displayOrder: 1,
};
const categoryAdded: WebinarCategoryEvent = {
  type: 'WebinarCategoryAdded',
  data: { webinarCategoryID, ...fields, status: 'ACT' },
};

describe('webinar category', () => {
  test('given none, when it is added, then WebinarCategoryAdded is recorded', () => {
    given(webinarCategoryDecider)
      .when({ type: 'Add', data: { id: webinarCategoryID, fields, status: 'ACT' } })
      .then([categoryAdded]);
  });

  test('given a category, when it is added again, then it already exists', () => {
    given(webinarCategoryDecider, [categoryAdded])
      .when({ type: 'Add', data: { id: webinarCategoryID, fields, status: 'ACT' } })
      .thenThrows(ConflictError);
  });

  test('given a category, when its name and status change, then both are recorded; an untouched form records nothing', () => {
    const renamed = { ...fields, categoryName: 'AKT second half 2025' };
    given(webinarCategoryDecider, [categoryAdded])
      .when({ type: 'Update', data: { fields: renamed, status: 'INA' } })
      .then([
        { type: 'WebinarCategoryUpdated', data: { webinarCategoryID, ...renamed } },
        { type: 'WebinarCategoryStatusChanged', data: { webinarCategoryID, status: 'INA' } },
      ]);
    given(webinarCategoryDecider, [categoryAdded])
      .when({ type: 'Update', data: { fields, status: 'ACT' } })
      .thenNothingHappened();
  });

  test('given no category, when its status changes, then it is not found', () => {
    given(webinarCategoryDecider)
      .when({ type: 'ChangeStatus', data: { status: 'INA' } })
      .thenThrows(NotFoundError, Messages.webinarCategoryNotFound);
  });
});

const now = new Date('2026-03-10T08:00:00Z');
const details: WebinarDetails = {
  webinarName: 'Chest pain in general practice: the KFP approach',
  webinarCategoryID,
  presenter: 'Dr Priya Raman',
  description: '<p>Red flags first.</p>',
  startsAt: '2026-03-12T08:30:00.000Z',
  durationMinutes: 60,
  joinLink: 'https://meet.example.com/chest-pain',
  recordingLink: null,
  bannerSlug: 'chest-pain',
};
type Save = WebinarSave & { status: 'ACT' | 'INA' };
const save: Save = { details, status: 'ACT', categoryStatus: 'ACT', now, notifyReaders: false };
const add = (changes: Partial<Save> = {}): AdminItemCommand<WebinarSave> => ({
  type: 'Add',
  data: { id: webinarID, ...save, ...changes },
});
const added: WebinarEvent = { type: 'WebinarAdded', data: { webinarID, ...details, status: 'ACT' } };

describe('webinar', () => {
  test('given none, when it is added, then WebinarAdded is recorded', () => {
    given(webinarDecider).when(add()).then([added]);
  });

  test('given none, when its description holds a script, then the description is recorded sanitised', () => {
    const description = '<p>Red flags first.</p><script>alert(1)</script>';
    given(webinarDecider)
      .when(add({ details: { ...details, description } }))
      .then([added]);
  });

  test.each([
    ['an unknown category', { categoryStatus: null }, Messages.webinarCategoryNotFound],
    ['an inactive category', { categoryStatus: 'INA' as const }, Messages.webinarCategoryInactive],
    ['a 10-minute webinar', { details: { ...details, durationMinutes: 10 } }, Messages.minValue(15)],
    ['a 601-minute webinar', { details: { ...details, durationMinutes: 601 } }, Messages.maxValue(600)],
    [
      'a recording before the start',
      { details: { ...details, recordingLink: 'https://video.example.com/1' } },
      Messages.webinarRecordingBeforeStart,
    ],
  ])('given none, when one is added with %s, then it is refused', (_, changes, message) => {
    given(webinarDecider).when(add(changes)).thenThrows(ValidationError, message);
  });

  test('given a webinar that has started, when its recording is added, then WebinarUpdated is recorded', () => {
    const recorded = { ...details, recordingLink: 'https://video.example.com/1' };
    given(webinarDecider, [added])
      .when({ type: 'Update', data: { ...save, details: recorded, now: new Date('2026-03-12T09:00:00Z') } })
      .then([{ type: 'WebinarUpdated', data: { webinarID, ...recorded } }]);
  });

  test('given a webinar in a category made inactive since, when it is saved in it again, then it keeps the category', () => {
    const renamed = { ...details, webinarName: 'Chest pain: the KFP approach' };
    given(webinarDecider, [added])
      .when({ type: 'Update', data: { ...save, details: renamed, categoryStatus: 'INA' } })
      .then([{ type: 'WebinarUpdated', data: { webinarID, ...renamed } }]);
  });

  test('given a webinar, when it is made inactive, then WebinarStatusChanged is recorded; again, nothing', () => {
    const inactive: WebinarEvent = { type: 'WebinarStatusChanged', data: { webinarID, status: 'INA' } };
    given(webinarDecider, [added])
      .when({ type: 'ChangeStatus', data: { status: 'INA' } })
      .then([inactive]);
    given(webinarDecider, [added, inactive])
      .when({ type: 'ChangeStatus', data: { status: 'INA' } })
      .thenNothingHappened();
  });

  test('given no webinar, when it is updated, then it is not found', () => {
    given(webinarDecider).when({ type: 'Update', data: save }).thenThrows(NotFoundError, Messages.webinarNotFound);
  });
});

describe('webinar: telling readers (notifyReaders) and who may join', () => {
  const groupID = '0190a0b0-0000-7000-8000-0000000000b1';
  const moved = { ...details, startsAt: '2026-03-13T08:30:00.000Z' };

  test('given none, when it is added with Notify readers, then WebinarAdded carries notifyReaders: true', () => {
    given(webinarDecider)
      .when(add({ notifyReaders: true }))
      .then([{ type: 'WebinarAdded', data: { ...added.data, notifyReaders: true } as typeof added.data }]);
  });

  test('given a webinar, when its start moves with Notify readers, then WebinarUpdated carries notifyReaders: true', () => {
    given(webinarDecider, [added])
      .when({ type: 'Update', data: { ...save, details: moved, notifyReaders: true } })
      .then([{ type: 'WebinarUpdated', data: { webinarID, ...moved, notifyReaders: true } }]);
  });

  test('given a webinar, when another field changes with Notify readers, or the start moves without it, then no flag', () => {
    const renamed = { ...details, webinarName: 'Renamed' };
    given(webinarDecider, [added])
      .when({ type: 'Update', data: { ...save, details: renamed, notifyReaders: true } })
      .then([{ type: 'WebinarUpdated', data: { webinarID, ...renamed } }]);
    given(webinarDecider, [added])
      .when({ type: 'Update', data: { ...save, details: moved } })
      .then([{ type: 'WebinarUpdated', data: { webinarID, ...moved } }]);
  });

  test('given a webinar for some groups, when the same form is saved again, then nothing (lists compared by value)', () => {
    const forGroup = { ...details, audienceReaderGroupIDs: [groupID] };
    const addedForGroup: WebinarEvent = { type: 'WebinarAdded', data: { webinarID, ...forGroup, status: 'ACT' } };
    given(webinarDecider, [addedForGroup])
      .when({ type: 'Update', data: { ...save, details: { ...forGroup, audienceReaderGroupIDs: [groupID] } } })
      .thenNothingHappened();
    given(webinarDecider, [addedForGroup])
      .when({ type: 'Update', data: save })
      .then([{ type: 'WebinarUpdated', data: { webinarID, ...details } }]);
  });

  test('a reader must be on a plan; a named audience also needs their plan or one of their groups', () => {
    const everyone = { pricingPlanIDs: [], readerGroupIDs: [] };
    const planA = '0190a0b0-0000-7000-8000-0000000000d1';
    const member = { onAPlan: true, pricingPlanID: planA, readerGroupIDs: [groupID] };
    expect(joinRefusal(everyone, { ...member, onAPlan: false })).toBe('PLAN_REQUIRED');
    expect(joinRefusal(everyone, member)).toBeNull();
    expect(joinRefusal({ pricingPlanIDs: [planA], readerGroupIDs: [] }, member)).toBeNull();
    expect(
      joinRefusal({ pricingPlanIDs: [], readerGroupIDs: [groupID] }, { ...member, pricingPlanID: null }),
    ).toBeNull();
    expect(joinRefusal({ pricingPlanIDs: [webinarID], readerGroupIDs: [webinarID] }, member)).toBe('NOT_IN_AUDIENCE');
    expect(joinRefusal({ pricingPlanIDs: [planA], readerGroupIDs: [] }, { ...member, onAPlan: false })).toBe(
      'PLAN_REQUIRED',
    );
  });
});

describe('webinar PDFs', () => {
  const pdf = (n: number) => ({
    resourceName: `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}.pdf`,
    title: `Slides ${n}`,
    sizeBytes: 1000 + n,
    sha256: `hash-${n}`,
  });
  const resourceAdded = (n: number): WebinarEvent => ({ type: 'WebinarResourceAdded', data: { webinarID, ...pdf(n) } });

  test('given a webinar, when a PDF is added, then WebinarResourceAdded; the same file again records nothing', () => {
    given(webinarDecider, [added])
      .when({ type: 'AddResource', data: pdf(1) })
      .then([resourceAdded(1)]);
    given(webinarDecider, [added, resourceAdded(1)])
      .when({ type: 'AddResource', data: { ...pdf(2), sha256: 'hash-1' } })
      .thenNothingHappened();
  });

  test('given no webinar, when a PDF is added, then it is not found', () => {
    given(webinarDecider)
      .when({ type: 'AddResource', data: pdf(1) })
      .thenThrows(NotFoundError, Messages.webinarNotFound);
  });

  test('given a webinar holding 20 PDFs, when another is added, then it is refused', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => resourceAdded(index + 1));
    given(webinarDecider, [added, ...twenty])
      .when({ type: 'AddResource', data: pdf(21) })
      .thenThrows(BusinessRuleError, Messages.webinarResourcesFull(20));
  });

  test('given a webinar with a PDF, when it is removed, then WebinarResourceRemoved; one it does not hold is not found', () => {
    given(webinarDecider, [added, resourceAdded(1)])
      .when({ type: 'RemoveResource', data: { resourceName: pdf(1).resourceName } })
      .then([{ type: 'WebinarResourceRemoved', data: { webinarID, resourceName: pdf(1).resourceName } }]);
    const removed: WebinarEvent = {
      type: 'WebinarResourceRemoved',
      data: { webinarID, resourceName: pdf(1).resourceName },
    };
    given(webinarDecider, [added, resourceAdded(1), removed])
      .when({ type: 'RemoveResource', data: { resourceName: pdf(1).resourceName } })
      .thenThrows(NotFoundError, Messages.resourceNotFound);
  });

  test('given a webinar with PDFs, when its details are saved, then the PDFs stay out of the webinar fields', () => {
    given(webinarDecider, [added, resourceAdded(1)])
      .when({ type: 'Update', data: save })
      .thenNothingHappened();
  });
});
