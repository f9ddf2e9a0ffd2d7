import { AdminRoutes, AppRoutes } from '@notebook/contracts';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChapterCatalog } from '@/features/admin-catalog/components/chapter-catalog';
import { NotesWorkspace } from '@/features/admin-notes/components/notes-workspace';
import { KfpQuestionsScreen } from '@/features/admin-questions/components/kfp/kfp-questions-screen';
import { AktQuestionsScreen } from '@/features/admin-questions/components/akt/akt-questions-screen';
import { MsqQuestionsScreen } from '@/features/admin-questions/components/msq/msq-questions-screen';
import { ContactMessagesPage } from '@/features/contact-us/components/contact-messages-page';
import { PricingPlanEditPage } from '@/features/pricing/components/pricing-plan-edit-page';
import { PricingPlansPage } from '@/features/pricing/components/pricing-plans-page';
import { PricingCategoriesPage, PricingCategoryEditPage } from '@/features/pricing/components/pricing-categories-page';
import { PricingTermEditPage, PricingTermsPage } from '@/features/pricing/components/pricing-terms-page';
import { AdminMockExamsPage } from '@/features/mock-exams/components/admin-mock-exams-page';
import { ReadersPage } from '@/features/admin-readers/components/readers-page';
import { ReaderEditPage } from '@/features/admin-readers/components/reader-edit-page';
import { BulkEditPage } from '@/features/admin-readers/components/bulk-edit-page';
import { ReaderGroupsPage } from '@/features/admin-readers/components/reader-groups-page';
import { ReaderGroupEditPage } from '@/features/admin-readers/components/reader-group-edit-page';
import { AdminMockExamEditPage } from '@/features/mock-exams/components/admin-mock-exam-edit-page';
import { RolesPage } from '@/features/admin-accounts/components/roles-page';
import { RoleEditPage } from '@/features/admin-accounts/components/role-edit-page';
import { AdminUsersPage } from '@/features/admin-accounts/components/admin-users-page';
import { AdminUserEditPage } from '@/features/admin-accounts/components/admin-user-edit-page';
import { RequireAccess } from '../../guards/require-access';
import { ADMIN_ONLY } from '../../guards/access';
import { AdminLayout } from '../../layouts/admin-layout';
import { InfoPage } from '../info-page';
import { type AdminPage, adminPage, adminPages } from './admin-pages';
import { DashboardPage } from './dashboard';

const chapterGroups = adminPage(AdminRoutes.chapterGroups);
const chapters = adminPage(AdminRoutes.chapterNotes);

/** Screens built so far; every other admin page shows its InfoPage. */
const screens: Partial<Record<string, ReactNode>> = {
  [AdminRoutes.dashboard]: <DashboardPage />,
  [AdminRoutes.chapterGroups]: <ChapterCatalog title={chapterGroups.title} description={chapterGroups.description} />,
  [AdminRoutes.kfpQuestions]: <KfpQuestionsScreen {...adminPage(AdminRoutes.kfpQuestions)} />,
  [AdminRoutes.aktQuestions]: <AktQuestionsScreen {...adminPage(AdminRoutes.aktQuestions)} />,
  [AdminRoutes.kfpMsqQuestions]: <MsqQuestionsScreen {...adminPage(AdminRoutes.kfpMsqQuestions)} />,
  [AdminRoutes.chapterNotes]: <NotesWorkspace title={chapters.title} description={chapters.description} />,
  [AdminRoutes.pricingPlan]: <PricingPlansPage {...adminPage(AdminRoutes.pricingPlan)} />,
  [AdminRoutes.pricingPlanAddEdit]: <PricingPlanEditPage {...adminPage(AdminRoutes.pricingPlanAddEdit)} />,
  [AdminRoutes.pricingCategory]: <PricingCategoriesPage {...adminPage(AdminRoutes.pricingCategory)} />,
  [AdminRoutes.pricingCategoryAddEdit]: <PricingCategoryEditPage {...adminPage(AdminRoutes.pricingCategoryAddEdit)} />,
  [AdminRoutes.pricingTerm]: <PricingTermsPage {...adminPage(AdminRoutes.pricingTerm)} />,
  [AdminRoutes.pricingTermAddEdit]: <PricingTermEditPage {...adminPage(AdminRoutes.pricingTermAddEdit)} />,
  [AdminRoutes.aktMockExam]: <AdminMockExamsPage type="AKT" {...adminPage(AdminRoutes.aktMockExam)} />,
  [AdminRoutes.aktMockExamAddEdit]: <AdminMockExamEditPage type="AKT" {...adminPage(AdminRoutes.aktMockExamAddEdit)} />,
  [AdminRoutes.msqMockExam]: <AdminMockExamsPage type="MSQ" {...adminPage(AdminRoutes.msqMockExam)} />,
  [AdminRoutes.msqMockExamAddEdit]: <AdminMockExamEditPage type="MSQ" {...adminPage(AdminRoutes.msqMockExamAddEdit)} />,
  [AdminRoutes.readers]: <ReadersPage {...adminPage(AdminRoutes.readers)} />,
  [AdminRoutes.readersAddEdit]: <ReaderEditPage {...adminPage(AdminRoutes.readersAddEdit)} />,
  [AdminRoutes.readersBulkEdit]: <BulkEditPage {...adminPage(AdminRoutes.readersBulkEdit)} />,
  [AdminRoutes.readerGroups]: <ReaderGroupsPage {...adminPage(AdminRoutes.readerGroups)} />,
  [AdminRoutes.readerGroupsAddEdit]: <ReaderGroupEditPage {...adminPage(AdminRoutes.readerGroupsAddEdit)} />,
  [AdminRoutes.contactUs]: <ContactMessagesPage {...adminPage(AdminRoutes.contactUs)} />,
  [AdminRoutes.roles]: <RolesPage {...adminPage(AdminRoutes.roles)} />,
  [AdminRoutes.rolesAddEdit]: <RoleEditPage {...adminPage(AdminRoutes.rolesAddEdit)} />,
  [AdminRoutes.users]: <AdminUsersPage {...adminPage(AdminRoutes.users)} />,
  [AdminRoutes.usersAddEdit]: <AdminUserEditPage {...adminPage(AdminRoutes.usersAddEdit)} />,
};

/** A page's own screen when its entry names one, else its InfoPage. */
function PageScreen({ page: { screen: Screen = InfoPage, title, description } }: { page: AdminPage }) {
  return <Screen title={title} description={description} />;
}

/** Paths below /admin/, as the descendant routes of the /admin/* route see them. */
const relative = (path: string) => path.slice(`${AppRoutes.admin}/`.length);

/** The admin area: loaded as its own chunk, only for admin users (the parent route checks the type). */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.admin.dashboard.getHref()} replace />} />
        {adminPages.map((page) => (
          <Route
            key={page.path}
            path={relative(page.path)}
            element={
              <RequireAccess access={{ ...ADMIN_ONLY, privileges: page.privileges }}>
                {screens[page.path] ?? <PageScreen page={page} />}
              </RequireAccess>
            }
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={paths.notFound.getHref()} replace />} />
    </Routes>
  );
}
