import { YourPlanBox } from '@/features/pricing/components/your-plan-box';
import { ProfilePage } from '@/features/reader-study/components/profile-page';

/** The reader's profile with their plan above the lists (two features, composed here). */
export function ProfileWithPlanPage() {
  return <ProfilePage planSummary={<YourPlanBox />} />;
}
