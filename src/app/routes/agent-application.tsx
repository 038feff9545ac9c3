/** The agent application (issue 34). */
export { AgentApplicationRoute as default } from '@/features/affiliate/routes/agent-application';
