import type { PromotionMission } from '@/api/generated/model';
import { progressPercent } from '@/shared/lib/progress';

/** How far a mission has come: progress of target, as a whole percent (0 to 100). */
export function missionPercent(mission: Pick<PromotionMission, 'progress' | 'target'>): number {
  return progressPercent(mission.progress, mission.target);
}

/** A mission's reward is claimed once: only while it is Claimable (2). */
export function canClaim(mission: Pick<PromotionMission, 'status'>): boolean {
  return mission.status === 2;
}
