import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoggedInUser } from '@/lib/auth-store';
import { mayShapeOwnStudy } from '@/lib/reading-policy';

/**
 * Whether `/public` shows the subscriber's home instead of the course's page (issue 28): for a
 * signed-in reader on a plan, paying or on its trial (the reading policy's reader on a plan). A link
 * to a section (`/public#pricing`: Buy, See the plans, the Overview's links, "About the course")
 * opens the course's page as before. The choice is made on each navigation, not on every render: a
 * reader who starts a trial from the pricing section stays on it.
 */
export function useShowsSubscriberHome(): boolean {
  const user = useLoggedInUser();
  const { key, hash } = useLocation();
  const onPlan = mayShapeOwnStudy(user);
  const [choice, setChoice] = useState({ key, onPlan });
  if (choice.key !== key) setChoice({ key, onPlan });
  const current = choice.key === key ? choice.onPlan : onPlan;
  return Boolean(user) && current && !hash;
}
