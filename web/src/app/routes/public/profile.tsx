import { ReferralBox } from '@/features/auth/components/referral-box';
import { YourReportsPanel } from '@/features/content-feedback/components/your-reports-panel';
import { YourPlanBox } from '@/features/pricing/components/your-plan-box';
import { ReadinessSection } from '@/features/readiness/components/readiness-section';
import { ExamPlanSection } from '@/features/review/components/exam-plan-section';
import { ProfilePage } from '@/features/reader-study/components/profile-page';

/** The reader's profile with their plan, readiness and exam plan above the lists (features composed here). */
export function ProfileWithPlanPage() {
  return (
    <ProfilePage
      planSummary={
        <>
          <YourPlanBox />
          <ReferralBox />
        </>
      }
      readiness={
        <>
          <ReadinessSection />
          <ExamPlanSection />
          <YourReportsPanel />
        </>
      }
    />
  );
}
