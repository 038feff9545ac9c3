/** The agents' sign-in. */
export { AgentSignInRoute as default } from '@/features/affiliate/routes/agent-sign-in';
