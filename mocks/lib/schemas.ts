import type * as z from 'zod';
/** The generated zod schemas the fake shares with the site (one import point for mocks/). */
export * from '../../src/api/generated/zod/fortunaMemberAPI.schemas.zod.ts';
export * as ops from '../../src/api/generated/zod/index.zod.ts';

/** What a handler may hand to a generated schema: its input type (before defaults and coercion). */
export type In<T extends z.ZodType> = z.input<T>;
