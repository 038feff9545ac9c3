/** The affiliate side's public face: paths, the portal's screens as data, their layout's hook. */
export { affiliatePaths } from './paths';
export { AGENT_MENU_GROUPS, agentScreens, type AgentMenuGroup, type AgentScreen } from './screens';
export { useAgentInfo } from './api/agent-session';

/** The affiliate screens outside the portal's menu, loaded on demand by the router. */
export const affiliateScreens = {
  intro: () => import('./routes/affiliate-intro'),
  signIn: () => import('./routes/agent-sign-in'),
};
