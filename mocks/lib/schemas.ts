/** The generated zod schemas the fake shares with the site (one import point for mocks/). */
export * from '../../src/api/generated/zod/fortunaMemberAPI.schemas.zod.ts';
export * as ops from '../../src/api/generated/zod/index.zod.ts';
